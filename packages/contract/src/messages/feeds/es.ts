import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in Spanish. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'Solo se pueden descargar direcciones http y https',
  'fetch.private_address': 'La dirección {address} está en una red privada y no se puede descargar',
  'fetch.too_many_redirects': 'Demasiadas redirecciones: la dirección redirigió más de {max} veces',
  'fetch.too_large': 'El archivo supera {limit}',
  'fetch.timed_out': 'El servidor no respondió en {seconds} s',
  'fetch.http_status': 'El servidor respondió con el estado {status}',
  'fetch.unreachable': 'No se pudo contactar con el servidor',
  'feed.name_required': 'Introduzca un nombre para el feed',
  'feed.format_invalid': 'Elija CSV, XML o JSON',
  'feed.source_invalid': 'Elija un archivo subido o una URL',
  'feed.url_required': 'Introduzca la dirección de la que se descarga el feed',
  'feed.url_invalid': 'Introduzca una dirección que empiece por http:// o https://',
  'feed.interval_invalid': 'El feed se descarga cada 1 a 168 horas',
  'feed.file_missing': 'Suba primero el archivo del feed',
  'feed.source_unreachable':
    'No se pudo descargar la dirección del feed; compruebe la dirección y que su servidor responda',
  'feed.file_unreadable': 'El archivo no se puede leer en el formato del feed',
  'feed.entity_refused': 'El archivo XML declara entidades; los feeds no pueden usarlas',
  'feed.mapping_incomplete': 'Asigne una columna del feed a este campo',
  'feed.value_missing': 'La fila no tiene valor para este campo',
  'feed.value_unknown': 'Ningún elemento tiene este valor; asígnelo en la pantalla de asignación',
  'feed.number_invalid': 'Introduzca un número',
  'feed.stock_number_repeated': 'Este número de stock aparece antes en el feed',
  'feed.run_active': 'Este feed ya tiene una ejecución en curso',
  'feed.run_finished': 'Esta ejecución ya ha terminado',
  'feed.run_started': 'La ejecución ha comenzado',
  'feed.run_stopped': 'La ejecución se detuvo con un error',
};
export default feeds;
