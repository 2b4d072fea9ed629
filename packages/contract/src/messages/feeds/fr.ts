import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in French. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'Seules les adresses http et https peuvent être téléchargées',
  'fetch.private_address': "L'adresse {address} est sur un réseau privé et ne peut pas être téléchargée",
  'fetch.too_many_redirects': "Trop de redirections : l'adresse a redirigé plus de {max} fois",
  'fetch.too_large': 'Le fichier dépasse {limit}',
  'fetch.timed_out': "Le serveur n'a pas répondu en {seconds} s",
  'fetch.http_status': 'Le serveur a répondu avec le statut {status}',
  'fetch.unreachable': 'Le serveur est injoignable',
  'feed.name_required': 'Saisissez un nom pour le flux',
  'feed.format_invalid': 'Choisissez CSV, XML ou JSON',
  'feed.source_invalid': 'Choisissez un fichier importé ou une URL',
  'feed.url_required': 'Saisissez l’adresse d’où le flux est récupéré',
  'feed.url_invalid': 'Saisissez une adresse commençant par http:// ou https://',
  'feed.interval_invalid': 'Le flux est récupéré toutes les 1 à 168 heures',
  'feed.file_missing': 'Importez d’abord le fichier du flux',
  'feed.source_unreachable':
    'L’adresse du flux n’a pas pu être récupérée ; vérifiez l’adresse et que son serveur répond',
  'feed.file_unreadable': 'Le fichier ne peut pas être lu dans le format du flux',
  'feed.entity_refused': 'Le fichier XML déclare des entités ; les flux ne peuvent pas en utiliser',
  'feed.mapping_incomplete': 'Associez une colonne du flux à ce champ',
  'feed.value_missing': 'La ligne n’a pas de valeur pour ce champ',
  'feed.value_unknown': 'Aucun élément n’a cette valeur ; associez-la dans l’écran de correspondance',
  'feed.number_invalid': 'Saisissez un nombre',
  'feed.stock_number_repeated': 'Ce numéro de stock apparaît déjà plus haut dans le flux',
  'feed.run_active': 'Ce flux a déjà une exécution en cours',
  'feed.run_finished': 'Cette exécution est déjà terminée',
  'feed.run_started': 'L’exécution a commencé',
  'feed.run_stopped': 'L’exécution s’est arrêtée sur une erreur',
};
export default feeds;
