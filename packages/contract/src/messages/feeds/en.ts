/** The feeds feature's messages in English (issue 28): the catalog that names their keys. */
const feeds = {
  'fetch.scheme_not_allowed': 'Only http and https addresses can be fetched',
  'fetch.private_address': 'The address {address} is on a private network and cannot be fetched',
  'fetch.too_many_redirects': 'Too many redirects: the address redirected more than {max} times',
  'fetch.too_large': 'The file is larger than {limit}',
  'fetch.timed_out': 'The server did not answer within {seconds} s',
  'fetch.http_status': 'The server answered with status {status}',
  'fetch.unreachable': 'The server could not be reached',
  'feed.name_required': 'Enter a name for the feed',
  'feed.format_invalid': 'Choose CSV, XML or JSON',
  'feed.source_invalid': 'Choose an uploaded file or a URL',
  'feed.url_required': 'Enter the address the feed is pulled from',
  'feed.url_invalid': 'Enter an address starting with http:// or https://',
  'feed.interval_invalid': 'Pull the feed every 1 to 168 hours',
  'feed.file_missing': 'Upload the feed’s file first',
  'feed.source_unreachable':
    'The feed’s address could not be fetched; check the address and that its server answers',
  'feed.file_unreadable': 'The file cannot be read in the feed’s format',
  'feed.entity_refused': 'The XML file declares entities; feeds may not use them',
  'feed.mapping_incomplete': 'Map a column of the feed to this field',
  'feed.value_missing': 'The row has no value for this field',
  'feed.value_unknown': 'No item has this value; map it on the mapping screen',
  'feed.number_invalid': 'Enter a number',
  'feed.stock_number_repeated': 'This stock number appears earlier in the feed',
  'feed.run_active': 'This feed already has a run in progress',
  'feed.run_finished': 'This run has already finished',
  'feed.run_started': 'The run has started',
  'feed.run_stopped': 'The run stopped with an error',
};
export default feeds;
export type FeedsMessages = Record<keyof typeof feeds, string>;
