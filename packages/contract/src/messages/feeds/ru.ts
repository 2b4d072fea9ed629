import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in Russian. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'Загружать можно только адреса http и https',
  'fetch.private_address': 'Адрес {address} находится в частной сети, его нельзя загрузить',
  'fetch.too_many_redirects': 'Слишком много перенаправлений: адрес перенаправлял больше {max} раз',
  'fetch.too_large': 'Файл больше {limit}',
  'fetch.timed_out': 'Сервер не ответил за {seconds} с',
  'fetch.http_status': 'Сервер ответил со статусом {status}',
  'fetch.unreachable': 'Не удалось связаться с сервером',
  'feed.name_required': 'Введите название фида',
  'feed.format_invalid': 'Выберите CSV, XML или JSON',
  'feed.source_invalid': 'Выберите загруженный файл или URL',
  'feed.url_required': 'Введите адрес, с которого загружается фид',
  'feed.url_invalid': 'Введите адрес, начинающийся с http:// или https://',
  'feed.interval_invalid': 'Фид загружается раз в 1–168 часов',
  'feed.file_missing': 'Сначала загрузите файл фида',
  'feed.source_unreachable': 'Не удалось загрузить фид по его адресу; проверьте адрес и доступность сервера',
  'feed.file_unreadable': 'Файл не читается в формате фида',
  'feed.entity_refused': 'XML-файл объявляет сущности; в фидах они запрещены',
  'feed.mapping_incomplete': 'Сопоставьте этому полю столбец фида',
  'feed.value_missing': 'В строке нет значения для этого поля',
  'feed.value_unknown': 'Нет элемента с таким значением; сопоставьте его на экране сопоставления',
  'feed.number_invalid': 'Введите число',
  'feed.stock_number_repeated': 'Этот складской номер уже встречался в фиде',
  'feed.run_active': 'У этого фида уже идёт запуск',
  'feed.run_finished': 'Этот запуск уже завершён',
  'feed.run_started': 'Запуск начат',
  'feed.run_stopped': 'Запуск остановлен из-за ошибки',
};
export default feeds;
