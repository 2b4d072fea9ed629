import { SEATS_LAYOUTS } from '@coachyard/contract';
import { lookupTable, item, sameEverywhere, type NameRow } from './names.ts';

type FeatureGroup = 'comfort' | 'entertainment' | 'accessibility' | 'safety' | 'driver' | 'technical';

/** Equipment a buyer filters on, grouped so that the public site can show them in sections. */
// prettier-ignore
const FEATURES: readonly (readonly [FeatureGroup, NameRow])[] = [
  ['comfort', ['Klima', 'Air conditioning', 'Aire acondicionado', 'Climatisation', 'Klimaanlage', 'Aria condizionata', 'Кондиционер', 'تكييف الهواء']],
  ['comfort', ['Ek ısıtıcı', 'Auxiliary heater', 'Calefacción auxiliar', 'Chauffage auxiliaire', 'Zusatzheizung', 'Riscaldatore supplementare', 'Дополнительный отопитель', 'مدفأة إضافية']],
  ['comfort', ['Tuvalet', 'Toilet', 'Aseo', 'Toilettes', 'Toilette', 'Toilette', 'Туалет', 'دورة مياه']],
  ['comfort', ['Mini mutfak', 'Kitchenette', 'Cocina de a bordo', 'Kitchenette', 'Bordküche', 'Cucina di bordo', 'Мини-кухня', 'مطبخ صغير']],
  ['comfort', ['Buzdolabı', 'Fridge', 'Nevera', 'Réfrigérateur', 'Kühlschrank', 'Frigorifero', 'Холодильник', 'ثلاجة']],
  ['comfort', ['Kahve makinesi', 'Coffee machine', 'Cafetera', 'Machine à café', 'Kaffeemaschine', 'Macchina del caffè', 'Кофемашина', 'آلة قهوة']],
  ['comfort', ['Yatar koltuklar', 'Reclining seats', 'Asientos reclinables', 'Sièges inclinables', 'Sitze mit verstellbarer Rückenlehne', 'Sedili reclinabili', 'Сиденья с регулируемой спинкой', 'مقاعد قابلة للإمالة']],
  ['comfort', ['Deri koltuklar', 'Leather seats', 'Asientos de cuero', 'Sièges en cuir', 'Ledersitze', 'Sedili in pelle', 'Кожаные сиденья', 'مقاعد جلدية']],
  ['comfort', ['Ayak dayamaları', 'Footrests', 'Reposapiés', 'Repose-pieds', 'Fußstützen', 'Poggiapiedi', 'Подставки для ног', 'مساند للقدمين']],
  ['comfort', ['Katlanır masalar', 'Folding tables', 'Mesas plegables', 'Tablettes rabattables', 'Klapptische', 'Tavolini ribaltabili', 'Откидные столики', 'طاولات قابلة للطي']],
  ['comfort', ['Okuma lambaları', 'Reading lights', 'Luces de lectura', 'Liseuses', 'Leseleuchten', 'Luci di lettura', 'Лампы для чтения', 'مصابيح قراءة']],
  ['comfort', ['Perdeler', 'Curtains', 'Cortinas', 'Rideaux', 'Vorhänge', 'Tendine', 'Шторы', 'ستائر']],
  ['comfort', ['Çift cam', 'Double glazing', 'Doble acristalamiento', 'Double vitrage', 'Doppelverglasung', 'Doppi vetri', 'Двойное остекление', 'زجاج مزدوج']],
  ['comfort', ['Üst bagaj rafları', 'Overhead luggage racks', 'Portaequipajes superiores', 'Porte-bagages', 'Gepäckablagen', 'Cappelliere', 'Багажные полки', 'رفوف الأمتعة العلوية']],
  ['comfort', ['Rehber koltuğu', 'Tour guide seat', 'Asiento de guía', 'Siège de guide', 'Reiseleitersitz', 'Sedile per la guida', 'Сиденье гида', 'مقعد المرشد السياحي']],
  ['comfort', ['Havalı süspansiyon', 'Air suspension', 'Suspensión neumática', 'Suspension pneumatique', 'Luftfederung', 'Sospensioni pneumatiche', 'Пневматическая подвеска', 'تعليق هوائي']],
  ['entertainment', ['Wi-Fi', 'Wi-Fi', 'Wi-Fi', 'Wi-Fi', 'WLAN', 'Wi-Fi', 'Wi-Fi', 'واي فاي']],
  ['entertainment', ['USB şarj soketleri', 'USB sockets', 'Tomas USB', 'Prises USB', 'USB-Steckdosen', 'Prese USB', 'USB-розетки', 'منافذ USB']],
  ['entertainment', ['230 V prizler', '230 V sockets', 'Enchufes de 230 V', 'Prises 230 V', '230-V-Steckdosen', 'Prese da 230 V', 'Розетки 230 В', 'مقابس كهربائية 230 فولت']],
  ['entertainment', ['Koltuk arkası ekranlar', 'Seat-back screens', 'Pantallas individuales', 'Écrans individuels', 'Sitzmonitore', 'Schermi individuali', 'Индивидуальные экраны', 'شاشات خلف المقاعد']],
  ['entertainment', ['TV monitörleri', 'TV monitors', 'Monitores de TV', 'Écrans TV', 'TV-Monitore', 'Monitor TV', 'Телевизионные мониторы', 'شاشات تلفزيون']],
  ['entertainment', ['Mikrofon ve anons sistemi', 'Microphone and PA system', 'Micrófono y megafonía', 'Micro et sonorisation', 'Mikrofon und Lautsprecheranlage', 'Microfono e impianto di diffusione', 'Микрофон и система оповещения', 'ميكروفون ونظام إذاعة داخلية']],
  ['accessibility', ['Tekerlekli sandalye asansörü', 'Wheelchair lift', 'Elevador para sillas de ruedas', 'Élévateur pour fauteuil roulant', 'Rollstuhllift', 'Sollevatore per sedie a rotelle', 'Подъёмник для инвалидных колясок', 'مصعد للكراسي المتحركة']],
  ['accessibility', ['Tekerlekli sandalye rampası', 'Wheelchair ramp', 'Rampa para sillas de ruedas', 'Rampe pour fauteuil roulant', 'Rollstuhlrampe', 'Rampa per sedie a rotelle', 'Пандус для инвалидных колясок', 'منحدر للكراسي المتحركة']],
  ['accessibility', ['Diz çökme sistemi', 'Kneeling system', 'Sistema de arrodillamiento', "Système d'agenouillement", 'Absenkanlage (Kneeling)', 'Sistema di inginocchiamento', 'Система наклона кузова (книлинг)', 'نظام خفض الهيكل']],
  ['safety', ['Emniyet kemerleri', 'Seat belts', 'Cinturones de seguridad', 'Ceintures de sécurité', 'Sicherheitsgurte', 'Cinture di sicurezza', 'Ремни безопасности', 'أحزمة الأمان']],
  ['safety', ['Kilitlenme önleyici fren sistemi (ABS)', 'Anti-lock braking system (ABS)', 'Sistema antibloqueo de frenos (ABS)', 'Système antiblocage des roues (ABS)', 'Antiblockiersystem (ABS)', 'Sistema antibloccaggio (ABS)', 'Антиблокировочная система (ABS)', 'نظام منع انغلاق المكابح (ABS)']],
  ['safety', ['Elektronik fren sistemi (EBS)', 'Electronic braking system (EBS)', 'Sistema de frenado electrónico (EBS)', 'Système de freinage électronique (EBS)', 'Elektronisches Bremssystem (EBS)', 'Sistema frenante elettronico (EBS)', 'Электронная тормозная система (EBS)', 'نظام الفرملة الإلكتروني (EBS)']],
  ['safety', ['Elektronik denge programı (ESP)', 'Electronic stability programme (ESP)', 'Control electrónico de estabilidad (ESP)', 'Contrôle électronique de stabilité (ESP)', 'Elektronisches Stabilitätsprogramm (ESP)', 'Controllo elettronico della stabilità (ESP)', 'Система курсовой устойчивости (ESP)', 'برنامج التوازن الإلكتروني (ESP)']],
  ['safety', ['Patinaj önleme sistemi (ASR)', 'Traction control (ASR)', 'Control de tracción (ASR)', 'Antipatinage (ASR)', 'Antriebsschlupfregelung (ASR)', 'Controllo della trazione (ASR)', 'Противобуксовочная система (ASR)', 'نظام التحكم في الجر (ASR)']],
  ['safety', ['Şerit takip asistanı', 'Lane assist', 'Asistente de mantenimiento de carril', 'Aide au maintien dans la voie', 'Spurhalteassistent', 'Assistente al mantenimento della corsia', 'Система удержания в полосе', 'مساعد الحفاظ على المسار']],
  ['safety', ['Acil fren asistanı', 'Emergency brake assist', 'Frenado de emergencia automático', "Freinage d'urgence automatique", 'Notbremsassistent', "Frenata automatica d'emergenza", 'Система экстренного торможения', 'نظام الفرملة الطارئة التلقائي']],
  ['safety', ['Lastik basınç izleme sistemi', 'Tyre pressure monitoring', 'Control de presión de neumáticos', 'Surveillance de la pression des pneus', 'Reifendruckkontrolle', 'Monitoraggio della pressione degli pneumatici', 'Система контроля давления в шинах', 'نظام مراقبة ضغط الإطارات']],
  ['safety', ['Motor bölmesi yangın söndürme sistemi', 'Engine fire suppression system', 'Sistema de extinción de incendios del motor', "Système d'extinction d'incendie du compartiment moteur", 'Motorraum-Feuerlöschanlage', 'Impianto antincendio del vano motore', 'Система пожаротушения моторного отсека', 'نظام إطفاء الحريق في حجرة المحرك']],
  ['safety', ['LED farlar', 'LED headlights', 'Faros LED', 'Phares à LED', 'LED-Scheinwerfer', 'Fari a LED', 'Светодиодные фары', 'مصابيح أمامية LED']],
  ['driver', ['Hız sabitleyici', 'Cruise control', 'Control de crucero', 'Régulateur de vitesse', 'Tempomat', 'Cruise control', 'Круиз-контроль', 'مثبت السرعة']],
  ['driver', ['Adaptif hız sabitleyici', 'Adaptive cruise control', 'Control de crucero adaptativo', 'Régulateur de vitesse adaptatif', 'Abstandsregeltempomat', 'Cruise control adattivo', 'Адаптивный круиз-контроль', 'مثبت سرعة تكيفي']],
  ['driver', ['Retarder', 'Retarder', 'Retardador', 'Ralentisseur', 'Retarder', 'Rallentatore', 'Ретардер', 'مبطئ السرعة (ريتاردر)']],
  ['driver', ['Geri görüş kamerası', 'Reversing camera', 'Cámara de marcha atrás', 'Caméra de recul', 'Rückfahrkamera', 'Telecamera posteriore', 'Камера заднего вида', 'كاميرا الرؤية الخلفية']],
  ['driver', ['Park sensörleri', 'Parking sensors', 'Sensores de aparcamiento', 'Radars de stationnement', 'Parksensoren', 'Sensori di parcheggio', 'Парковочные датчики', 'حساسات الركن']],
  ['driver', ['Navigasyon sistemi', 'Navigation system', 'Sistema de navegación', 'Système de navigation', 'Navigationssystem', 'Sistema di navigazione', 'Навигационная система', 'نظام ملاحة']],
  ['driver', ['Dijital takograf', 'Digital tachograph', 'Tacógrafo digital', 'Chronotachygraphe numérique', 'Digitaler Tachograf', 'Tachigrafo digitale', 'Цифровой тахограф', 'تاكوغراف رقمي']],
  ['driver', ['Şoför dinlenme kabini', "Driver's sleeping cabin", 'Litera para el conductor', 'Couchette conducteur', 'Fahrerschlafkabine', 'Cuccetta per autista', 'Спальное место водителя', 'مقصورة نوم السائق']],
  ['technical', ['Çeki demiri', 'Tow bar', 'Enganche de remolque', 'Attelage de remorque', 'Anhängerkupplung', 'Gancio di traino', 'Тягово-сцепное устройство', 'وصلة قطر']],
];

/** The seats layout the advertisement form offers (SPEC §3): its options are the children. */
const seatsLayout = item(
  [
    'Koltuk düzeni',
    'Seats layout',
    'Distribución de asientos',
    'Disposition des sièges',
    'Sitzanordnung',
    'Disposizione dei sedili',
    'Компоновка сидений',
    'ترتيب المقاعد',
  ],
  {
    slug: 'seats_layout',
    children: SEATS_LAYOUTS.map((layout) => item(sameEverywhere(layout), { slug: layout })),
  },
);

export const productFeatures = lookupTable(
  'product-features',
  [
    'Ürün özellikleri',
    'Product features',
    'Características del producto',
    'Caractéristiques du produit',
    'Produktmerkmale',
    'Caratteristiche del prodotto',
    'Характеристики продукта',
    'ميزات المنتج',
  ],
  [seatsLayout, ...FEATURES.map(([group, row]) => item(row, { attributes: { group } }))],
);
