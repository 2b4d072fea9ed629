import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in Italian. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'Tipo di evento sconosciuto: usare impression, view, contact_click, phone_reveal o favorite',
  'events.ad_unknown': 'Nessun annuncio ha questo identificativo breve',
  'events.session_invalid': 'L’identificativo di sessione supera i 64 caratteri',
  'events.time_invalid': 'L’ora deve essere una data e ora ISO, al massimo di una settimana fa e non futura',
  'events.batch_too_large': 'Un lotto contiene al massimo 100 eventi',
  'events.rate_limited': 'Troppi eventi da questo indirizzo; inviarli più tardi',
  'events.accepted': 'Eventi ricevuti',
  'performance.date_invalid': 'La data va scritta AAAA-MM-GG',
  'performance.range_invalid': 'L’inizio è dopo la fine, o il periodo supera i 366 giorni',
};
export default performance;
