import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in Turkish. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'Bilinmeyen olay türü: impression, view, contact_click, phone_reveal veya favorite kullanın',
  'events.ad_unknown': 'Bu kısa kimliğe sahip bir ilan yok',
  'events.session_invalid': 'Oturum kimliği 64 karakterden uzun',
  'events.time_invalid':
    'Zaman, en fazla bir hafta önce olan ve gelecekte olmayan bir ISO tarih ve saati olmalıdır',
  'events.batch_too_large': 'Bir toplu gönderim en fazla 100 olay içerebilir',
  'events.rate_limited': 'Bu adresten çok fazla olay geldi; lütfen daha sonra gönderin',
  'events.accepted': 'Olaylar alındı',
  'performance.date_invalid': 'Tarih YYYY-AA-GG biçiminde yazılmalıdır',
  'performance.range_invalid': 'Başlangıç bitişten sonra ya da aralık 366 günden uzun',
};
export default performance;
