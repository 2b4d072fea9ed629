/** The performance feature's messages in English (issue 29): the catalog that names their keys. */
const performance = {
  'events.type_unknown': 'Unknown event type: use impression, view, contact_click, phone_reveal or favorite',
  'events.ad_unknown': 'No advertisement has this short id',
  'events.session_invalid': 'The session id is longer than 64 characters',
  'events.time_invalid': 'The time must be an ISO date and time, at most a week ago and not in the future',
  'events.batch_too_large': 'A batch holds at most 100 events',
  'events.rate_limited': 'Too many events from this address; please send them later',
  'events.accepted': 'Events received',
  'performance.date_invalid': 'The date must be written YYYY-MM-DD',
  'performance.range_invalid': 'The start comes after the end, or the window is longer than 366 days',
};
export default performance;
export type PerformanceMessages = Record<keyof typeof performance, string>;
