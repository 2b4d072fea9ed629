import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in Turkish. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'Yalnızca http ve https adresleri indirilebilir',
  'fetch.private_address': '{address} adresi özel bir ağda olduğu için indirilemez',
  'fetch.too_many_redirects': 'Çok fazla yönlendirme: adres {max} kereden fazla yönlendirdi',
  'fetch.too_large': 'Dosya {limit} boyutundan büyük',
  'fetch.timed_out': 'Sunucu {seconds} sn içinde yanıt vermedi',
  'fetch.http_status': 'Sunucu {status} durum koduyla yanıt verdi',
  'fetch.unreachable': 'Sunucuya ulaşılamadı',
  'feed.name_required': 'Besleme için bir ad girin',
  'feed.format_invalid': 'CSV, XML veya JSON seçin',
  'feed.source_invalid': 'Yüklenen bir dosya veya bir URL seçin',
  'feed.url_required': 'Beslemenin çekileceği adresi girin',
  'feed.url_invalid': 'http:// veya https:// ile başlayan bir adres girin',
  'feed.interval_invalid': 'Besleme 1 ile 168 saat arasında bir aralıkla çekilmelidir',
  'feed.file_missing': 'Önce beslemenin dosyasını yükleyin',
  'feed.source_unreachable':
    'Beslemenin adresinden veri alınamadı; adresi ve sunucunun yanıt verdiğini kontrol edin',
  'feed.file_unreadable': 'Dosya beslemenin biçiminde okunamıyor',
  'feed.entity_refused': 'XML dosyası varlık tanımlıyor; beslemeler bunları kullanamaz',
  'feed.mapping_incomplete': 'Bu alana beslemenin bir sütununu eşleyin',
  'feed.value_missing': 'Satırda bu alan için değer yok',
  'feed.value_unknown': 'Bu değere sahip bir öğe yok; eşleme ekranında eşleyin',
  'feed.number_invalid': 'Bir sayı girin',
  'feed.stock_number_repeated': 'Bu stok numarası beslemede daha önce geçiyor',
  'feed.run_active': 'Bu beslemenin zaten devam eden bir çalıştırması var',
  'feed.run_finished': 'Bu çalıştırma zaten bitti',
  'feed.run_started': 'Çalıştırma başladı',
  'feed.run_stopped': 'Çalıştırma bir hatayla durdu',
};
export default feeds;
