import { lookupTable, item, type NameRow } from './names.ts';

/** Highlights a seller may pin on any listing, whatever its region. */
// prettier-ignore
const TAGS: readonly NameRow[] = [
  ['Düşük kilometre', 'Low mileage', 'Bajo kilometraje', 'Faible kilométrage', 'Geringe Laufleistung', 'Basso chilometraggio', 'Небольшой пробег', 'مسافة مقطوعة منخفضة'],
  ['İlk sahibinden', 'First owner', 'Primer propietario', 'Première main', 'Erstbesitz', 'Primo proprietario', 'Первый владелец', 'المالك الأول'],
  ['Tam servis geçmişi', 'Full service history', 'Historial de mantenimiento completo', "Historique d'entretien complet", 'Lückenlose Wartungshistorie', 'Storico di manutenzione completo', 'Полная сервисная история', 'سجل صيانة كامل'],
  ['Bakımı yeni yapıldı', 'Recently serviced', 'Revisión reciente', 'Révision récente', 'Frisch gewartet', 'Tagliando recente', 'Недавно прошёл ТО', 'صيانة حديثة'],
  ['Hasarsız', 'Accident-free', 'Sin accidentes', 'Jamais accidenté', 'Unfallfrei', 'Mai incidentato', 'Без ДТП', 'خالية من الحوادث'],
  ['Boyasız', 'Original paint', 'Pintura original', "Peinture d'origine", 'Originallack', 'Vernice originale', 'Заводская окраска', 'طلاء أصلي'],
  ['Garantili', 'Under warranty', 'En garantía', 'Sous garantie', 'Mit Garantie', 'In garanzia', 'На гарантии', 'تحت الضمان'],
  ['Yeni lastikler', 'New tyres', 'Neumáticos nuevos', 'Pneus neufs', 'Neue Reifen', 'Pneumatici nuovi', 'Новые шины', 'إطارات جديدة'],
  ['Motor revizyonlu', 'Engine overhauled', 'Motor reconstruido', 'Moteur révisé', 'Motor überholt', 'Motore revisionato', 'Двигатель после капремонта', 'محرك مُجدَّد'],
  ['İç döşeme yenilenmiş', 'Refurbished interior', 'Interior renovado', 'Intérieur rénové', 'Innenraum erneuert', 'Interni rinnovati', 'Обновлённый салон', 'مقصورة مُجدَّدة'],
  ['Sigara içilmemiş', 'Non-smoking vehicle', 'Vehículo de no fumadores', 'Véhicule non-fumeur', 'Nichtraucherfahrzeug', 'Veicolo non fumatori', 'В салоне не курили', 'مركبة لغير المدخنين'],
  ['Euro 6', 'Euro 6', 'Euro 6', 'Euro 6', 'Euro 6', 'Euro 6', 'Евро-6', 'يورو 6'],
  ['Euro 5', 'Euro 5', 'Euro 5', 'Euro 5', 'Euro 5', 'Euro 5', 'Евро-5', 'يورو 5'],
  ['Tam elektrikli', 'Fully electric', '100 % eléctrico', '100 % électrique', 'Vollelektrisch', 'Completamente elettrico', 'Полностью электрический', 'كهربائية بالكامل'],
  ['Hibrit', 'Hybrid', 'Híbrido', 'Hybride', 'Hybrid', 'Ibrido', 'Гибрид', 'هجينة'],
  ['Doğal gaz (CNG)', 'Natural gas (CNG)', 'Gas natural (GNC)', 'Gaz naturel (GNV)', 'Erdgas (CNG)', 'Metano (CNG)', 'Природный газ (КПГ)', 'غاز طبيعي مضغوط (CNG)'],
  ['Hemen teslim', 'Available immediately', 'Disponible de inmediato', 'Disponible immédiatement', 'Sofort verfügbar', 'Disponibile subito', 'Доступен сразу', 'متاحة فورًا'],
  ['İhracata hazır', 'Ready for export', 'Listo para exportación', "Prêt pour l'export", 'Exportbereit', "Pronto per l'esportazione", 'Готов к экспорту', 'جاهزة للتصدير'],
  ['Pazarlık payı var', 'Price negotiable', 'Precio negociable', 'Prix à débattre', 'Preis verhandelbar', 'Prezzo trattabile', 'Цена договорная', 'السعر قابل للتفاوض'],
  ['Takas olur', 'Trade-in possible', 'Se acepta vehículo a cambio', 'Reprise possible', 'Inzahlungnahme möglich', 'Permuta possibile', 'Возможен обмен', 'المقايضة ممكنة'],
  ['Kredi imkânı', 'Financing available', 'Financiación disponible', 'Financement possible', 'Finanzierung möglich', 'Finanziamento disponibile', 'Возможен кредит', 'تمويل متاح'],
  ['Leasing imkânı', 'Leasing available', 'Leasing disponible', 'Leasing possible', 'Leasing möglich', 'Leasing disponibile', 'Возможен лизинг', 'تأجير تمويلي متاح'],
];

export const vehicleTags = lookupTable(
  'vehicle-tags',
  [
    'Araç etiketleri',
    'Vehicle tags',
    'Etiquetas de vehículos',
    'Étiquettes de véhicules',
    'Fahrzeug-Tags',
    'Tag dei veicoli',
    'Теги транспортных средств',
    'وسوم المركبات',
  ],
  TAGS.map((row) => item(row)),
);
