import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in German. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'Unbekannter Ereignistyp: impression, view, contact_click, phone_reveal oder favorite verwenden',
  'events.ad_unknown': 'Keine Anzeige hat diese Kurz-ID',
  'events.session_invalid': 'Die Sitzungs-ID ist länger als 64 Zeichen',
  'events.time_invalid':
    'Die Zeit muss ein ISO-Datum mit Uhrzeit sein, höchstens eine Woche alt und nicht in der Zukunft',
  'events.batch_too_large': 'Ein Stapel enthält höchstens 100 Ereignisse',
  'events.rate_limited': 'Zu viele Ereignisse von dieser Adresse; bitte später senden',
  'events.accepted': 'Ereignisse empfangen',
  'performance.date_invalid': 'Das Datum muss als JJJJ-MM-TT geschrieben werden',
  'performance.range_invalid': 'Der Beginn liegt nach dem Ende, oder der Zeitraum ist länger als 366 Tage',
};
export default performance;
