import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in Russian. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'Неизвестный тип события: используйте impression, view, contact_click, phone_reveal или favorite',
  'events.ad_unknown': 'Нет объявления с таким коротким идентификатором',
  'events.session_invalid': 'Идентификатор сеанса длиннее 64 символов',
  'events.time_invalid': 'Время должно быть датой и временем ISO, не старше недели и не в будущем',
  'events.batch_too_large': 'В пакете не более 100 событий',
  'events.rate_limited': 'Слишком много событий с этого адреса; отправьте их позже',
  'events.accepted': 'События получены',
  'performance.date_invalid': 'Дата записывается как ГГГГ-ММ-ДД',
  'performance.range_invalid': 'Начало позже конца или период длиннее 366 дней',
};
export default performance;
