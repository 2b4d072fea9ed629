import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in French. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'Type d’événement inconnu : utilisez impression, view, contact_click, phone_reveal ou favorite',
  'events.ad_unknown': 'Aucune annonce ne porte cet identifiant court',
  'events.session_invalid': 'L’identifiant de session dépasse 64 caractères',
  'events.time_invalid':
    'L’heure doit être une date et heure ISO, d’il y a une semaine au plus et non future',
  'events.batch_too_large': 'Un lot contient au plus 100 événements',
  'events.rate_limited': 'Trop d’événements depuis cette adresse ; envoyez-les plus tard',
  'events.accepted': 'Événements reçus',
  'performance.date_invalid': 'La date doit s’écrire AAAA-MM-JJ',
  'performance.range_invalid': 'Le début est après la fin, ou la période dépasse 366 jours',
};
export default performance;
