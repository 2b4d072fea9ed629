import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in German. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'Nur http- und https-Adressen können abgerufen werden',
  'fetch.private_address':
    'Die Adresse {address} liegt in einem privaten Netz und kann nicht abgerufen werden',
  'fetch.too_many_redirects': 'Zu viele Weiterleitungen: Die Adresse leitete mehr als {max}-mal weiter',
  'fetch.too_large': 'Die Datei ist größer als {limit}',
  'fetch.timed_out': 'Der Server hat nicht innerhalb von {seconds} s geantwortet',
  'fetch.http_status': 'Der Server antwortete mit dem Status {status}',
  'fetch.unreachable': 'Der Server ist nicht erreichbar',
  'feed.name_required': 'Geben Sie einen Namen für den Feed ein',
  'feed.format_invalid': 'Wählen Sie CSV, XML oder JSON',
  'feed.source_invalid': 'Wählen Sie eine hochgeladene Datei oder eine URL',
  'feed.url_required': 'Geben Sie die Adresse ein, von der der Feed abgerufen wird',
  'feed.url_invalid': 'Geben Sie eine Adresse ein, die mit http:// oder https:// beginnt',
  'feed.interval_invalid': 'Der Feed wird alle 1 bis 168 Stunden abgerufen',
  'feed.file_missing': 'Laden Sie zuerst die Datei des Feeds hoch',
  'feed.source_unreachable':
    'Die Adresse des Feeds konnte nicht abgerufen werden; prüfen Sie die Adresse und ob ihr Server antwortet',
  'feed.file_unreadable': 'Die Datei kann im Format des Feeds nicht gelesen werden',
  'feed.entity_refused': 'Die XML-Datei deklariert Entitäten; Feeds dürfen keine verwenden',
  'feed.mapping_incomplete': 'Ordnen Sie diesem Feld eine Spalte des Feeds zu',
  'feed.value_missing': 'Die Zeile hat keinen Wert für dieses Feld',
  'feed.value_unknown': 'Kein Eintrag hat diesen Wert; ordnen Sie ihn in der Zuordnung zu',
  'feed.number_invalid': 'Geben Sie eine Zahl ein',
  'feed.stock_number_repeated': 'Diese Bestandsnummer kommt im Feed schon früher vor',
  'feed.run_active': 'Für diesen Feed läuft bereits ein Lauf',
  'feed.run_finished': 'Dieser Lauf ist bereits beendet',
  'feed.run_started': 'Der Lauf hat begonnen',
  'feed.run_stopped': 'Der Lauf wurde mit einem Fehler beendet',
};
export default feeds;
