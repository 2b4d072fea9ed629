import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in Spanish. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'Tipo de evento desconocido: use impression, view, contact_click, phone_reveal o favorite',
  'events.ad_unknown': 'Ningún anuncio tiene este identificador corto',
  'events.session_invalid': 'El identificador de sesión tiene más de 64 caracteres',
  'events.time_invalid': 'La hora debe ser una fecha y hora ISO, como máximo de hace una semana y no futura',
  'events.batch_too_large': 'Un lote contiene como máximo 100 eventos',
  'events.rate_limited': 'Demasiados eventos desde esta dirección; envíelos más tarde',
  'events.accepted': 'Eventos recibidos',
  'performance.date_invalid': 'La fecha debe escribirse AAAA-MM-DD',
  'performance.range_invalid': 'El inicio es posterior al final o el periodo supera los 366 días',
};
export default performance;
