import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in Italian. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'Si possono scaricare solo indirizzi http e https',
  'fetch.private_address': "L'indirizzo {address} è su una rete privata e non può essere scaricato",
  'fetch.too_many_redirects': "Troppi reindirizzamenti: l'indirizzo ha reindirizzato più di {max} volte",
  'fetch.too_large': 'Il file supera {limit}',
  'fetch.timed_out': 'Il server non ha risposto entro {seconds} s',
  'fetch.http_status': 'Il server ha risposto con lo stato {status}',
  'fetch.unreachable': 'Il server non è raggiungibile',
  'feed.name_required': 'Inserisci un nome per il feed',
  'feed.format_invalid': 'Scegli CSV, XML o JSON',
  'feed.source_invalid': 'Scegli un file caricato o un URL',
  'feed.url_required': 'Inserisci l’indirizzo da cui viene scaricato il feed',
  'feed.url_invalid': 'Inserisci un indirizzo che inizi con http:// o https://',
  'feed.interval_invalid': 'Il feed viene scaricato ogni 1–168 ore',
  'feed.file_missing': 'Carica prima il file del feed',
  'feed.source_unreachable':
    'Non è stato possibile scaricare l’indirizzo del feed; verifica l’indirizzo e che il suo server risponda',
  'feed.file_unreadable': 'Il file non può essere letto nel formato del feed',
  'feed.entity_refused': 'Il file XML dichiara entità; i feed non possono usarle',
  'feed.mapping_incomplete': 'Associa una colonna del feed a questo campo',
  'feed.value_missing': 'La riga non ha un valore per questo campo',
  'feed.value_unknown': 'Nessuna voce ha questo valore; associalo nella schermata di mappatura',
  'feed.number_invalid': 'Inserisci un numero',
  'feed.stock_number_repeated': 'Questo numero di stock compare già prima nel feed',
  'feed.run_active': 'Questo feed ha già un’esecuzione in corso',
  'feed.run_finished': 'Questa esecuzione è già terminata',
  'feed.run_started': 'L’esecuzione è iniziata',
  'feed.run_stopped': 'L’esecuzione si è interrotta con un errore',
};
export default feeds;
