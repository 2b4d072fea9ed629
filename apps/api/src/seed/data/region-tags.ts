import { REGIONS, regionTagSlug, type Region } from '@coachyard/contract';
import { lookupTable, item, type NameRow } from './names.ts';
import { REGION_NAMES } from './regions.ts';

/** Tags that only make sense in one region: its inspections, paperwork and rules. */
// prettier-ignore
const TAGS_BY_REGION: Record<Region, readonly NameRow[]> = {
  tr: [
    ['TÜVTÜRK muayenesi geçerli', 'Valid TÜVTÜRK inspection', 'Inspección TÜVTÜRK vigente', 'Contrôle TÜVTÜRK valide', 'Gültige TÜVTÜRK-Prüfung', 'Revisione TÜVTÜRK valida', 'Действующий техосмотр TÜVTÜRK', 'فحص TÜVTÜRK ساري المفعول'],
    ['Tramer kaydı yok', 'No TRAMER damage record', 'Sin daños registrados en TRAMER', 'Aucun sinistre enregistré au TRAMER', 'Kein Schadeneintrag im TRAMER', 'Nessun sinistro registrato nel TRAMER', 'Нет записей об ущербе в TRAMER', 'لا يوجد سجل أضرار في TRAMER'],
    ['Faturalı', 'Sold with invoice', 'Venta con factura', 'Vendu avec facture', 'Verkauf mit Rechnung', 'Vendita con fattura', 'Продажа с выставлением счёта', 'بيع بفاتورة'],
    ['Egzoz emisyon ölçümü geçerli', 'Valid exhaust emission test', 'Control de emisiones vigente', 'Contrôle des émissions valide', 'Gültige Abgasuntersuchung', 'Controllo delle emissioni valido', 'Действующая проверка выхлопа', 'فحص انبعاثات العادم ساري المفعول'],
    ['Okul servis aracı yönetmeliğine uygun', 'Meets the school bus regulation', 'Cumple el reglamento de transporte escolar', 'Conforme à la réglementation du transport scolaire', 'Erfüllt die Schulbusverordnung', 'Conforme al regolamento sul trasporto scolastico', 'Соответствует требованиям к школьным автобусам', 'مطابقة للائحة الحافلات المدرسية'],
    ['Türkiye plakalı', 'Turkish plates', 'Matrícula turca', 'Immatriculation turque', 'Türkisches Kennzeichen', 'Targa turca', 'Турецкие номера', 'لوحات تركية'],
  ],
  eu: [
    ['AB uygunluk belgesi (CoC)', 'EC certificate of conformity (CoC)', 'Certificado de conformidad CE (CoC)', 'Certificat de conformité CE (COC)', 'EG-Übereinstimmungsbescheinigung (CoC)', 'Certificato di conformità CE (CoC)', 'Сертификат соответствия ЕС (CoC)', 'شهادة المطابقة الأوروبية (CoC)'],
    ['AB tip onayı', 'EU type approval', 'Homologación de tipo UE', 'Réception par type UE', 'EU-Typgenehmigung', 'Omologazione UE', 'Одобрение типа ЕС', 'اعتماد النوع الأوروبي'],
    ['100 km/s onayı (Tempo 100)', '100 km/h approval (Tempo 100)', 'Homologación para 100 km/h (Tempo 100)', 'Homologation 100 km/h (Tempo 100)', 'Tempo-100-Zulassung', 'Omologazione 100 km/h (Tempo 100)', 'Допуск к 100 км/ч (Tempo 100)', 'اعتماد سرعة 100 كم/س (Tempo 100)'],
    ['Yeşil emisyon etiketi', 'Green emission sticker', 'Etiqueta ambiental verde', 'Vignette environnementale verte', 'Grüne Umweltplakette', 'Bollino ambientale verde', 'Зелёная экологическая наклейка', 'ملصق بيئي أخضر'],
    ['Periyodik muayenesi geçerli', 'Valid periodic technical inspection', 'ITV en vigor', 'Contrôle technique valide', 'Gültige Hauptuntersuchung (HU)', 'Revisione valida', 'Действующий техосмотр', 'فحص فني دوري ساري المفعول'],
    ['KDV indirilebilir', 'VAT deductible', 'IVA deducible', 'TVA récupérable', 'MwSt. ausweisbar', 'IVA detraibile', 'НДС к вычету', 'ضريبة القيمة المضافة قابلة للخصم'],
  ],
  us: [
    ['DOT uyumlu (FMVSS)', 'DOT compliant (FMVSS)', 'Cumple con DOT (FMVSS)', 'Conforme DOT (FMVSS)', 'DOT-konform (FMVSS)', 'Conforme DOT (FMVSS)', 'Соответствует DOT (FMVSS)', 'متوافقة مع DOT (FMVSS)'],
    ['Güncel yıllık DOT muayenesi', 'Current annual DOT inspection', 'Inspección anual DOT vigente', 'Inspection annuelle DOT à jour', 'Aktuelle jährliche DOT-Inspektion', 'Ispezione annuale DOT valida', 'Действующий ежегодный осмотр DOT', 'فحص DOT سنوي ساري المفعول'],
    ['EPA sertifikalı motor', 'EPA certified engine', 'Motor certificado por la EPA', 'Moteur certifié EPA', 'EPA-zertifizierter Motor', 'Motore certificato EPA', 'Двигатель сертифицирован EPA', 'محرك معتمد من EPA'],
    ['CARB uyumlu', 'CARB compliant', 'Cumple con CARB', 'Conforme CARB', 'CARB-konform', 'Conforme CARB', 'Соответствует требованиям CARB', 'متوافقة مع CARB'],
    ['ADA uyumlu', 'ADA compliant', 'Cumple con la ADA', 'Conforme ADA', 'ADA-konform', 'Conforme ADA', 'Соответствует требованиям ADA', 'متوافقة مع قانون ADA'],
    ['Temiz mülkiyet belgesi (clean title)', 'Clean title', 'Título de propiedad limpio', 'Titre de propriété sans réserve', 'Unbelasteter Eigentumsnachweis (Clean Title)', 'Titolo di proprietà pulito', 'Чистый титул собственности', 'سند ملكية نظيف'],
  ],
  gb: [
    ['Geçerli MOT muayenesi', 'Valid MOT', 'MOT (ITV británica) en vigor', 'Contrôle technique MOT valide', 'Gültiger MOT-Test', 'Revisione MOT valida', 'Действующий техосмотр MOT', 'فحص MOT ساري المفعول'],
    ['PSVAR uyumlu', 'PSVAR compliant', 'Cumple con PSVAR', 'Conforme PSVAR', 'PSVAR-konform', 'Conforme PSVAR', 'Соответствует PSVAR', 'متوافقة مع PSVAR'],
    ['ULEZ uyumlu', 'ULEZ compliant', 'Cumple con la ULEZ', 'Conforme ULEZ', 'ULEZ-konform', 'Conforme ULEZ', 'Соответствует требованиям ULEZ', 'متوافقة مع ULEZ'],
    ['İlk uygunluk belgesi (COIF)', 'Certificate of Initial Fitness (COIF)', 'Certificado de aptitud inicial (COIF)', "Certificat d'aptitude initiale (COIF)", 'Bescheinigung über die Erstprüfung (COIF)', 'Certificato di idoneità iniziale (COIF)', 'Сертификат первичной пригодности (COIF)', 'شهادة الصلاحية الأولية (COIF)'],
    ['Birleşik Krallık tescilli (V5C)', 'UK registered (V5C)', 'Matriculado en el Reino Unido (V5C)', 'Immatriculé au Royaume-Uni (V5C)', 'In Großbritannien zugelassen (V5C)', 'Immatricolato nel Regno Unito (V5C)', 'Зарегистрирован в Великобритании (V5C)', 'مسجلة في المملكة المتحدة (V5C)'],
    ['Fiyata KDV eklenir', 'Price plus VAT', 'Precio más IVA', 'Prix hors TVA', 'Preis zzgl. MwSt.', 'Prezzo più IVA', 'Цена без НДС', 'السعر غير شامل ضريبة القيمة المضافة'],
  ],
};

const regionTagsName = ([tr, en, es, fr, de, it, ru, ar]: NameRow): NameRow => [
  `${tr} bölge etiketleri`,
  `${en} region tags`,
  `Etiquetas regionales: ${es}`,
  `Étiquettes régionales : ${fr}`,
  `Regionale Tags: ${de}`,
  `Tag regionali: ${it}`,
  `Региональные теги: ${ru}`,
  `وسوم إقليمية: ${ar}`,
];

/** One lookup table per region, `{region}-region-tags` (SPEC §3). */
export const regionTagTables = REGIONS.map((region) =>
  lookupTable(
    regionTagSlug(region),
    regionTagsName(REGION_NAMES[region]),
    TAGS_BY_REGION[region].map((row) => item(row)),
  ),
);
