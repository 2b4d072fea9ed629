import { lookupTable, item, type NameRow } from './names.ts';

/** Tag groups of the public site's blog and news; the tags are each group's children. */
// prettier-ignore
const TAG_GROUPS: readonly (readonly [group: NameRow, tags: readonly NameRow[]])[] = [
  [['Blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Блог', 'المدونة'], [
    ['Satın alma rehberi', 'Buying guide', 'Guía de compra', "Guide d'achat", 'Kaufberatung', "Guida all'acquisto", 'Руководство покупателя', 'دليل الشراء'],
    ['Satış ipuçları', 'Selling tips', 'Consejos de venta', 'Conseils de vente', 'Verkaufstipps', 'Consigli per vendere', 'Советы по продаже', 'نصائح البيع'],
    ['Bakım ve onarım', 'Maintenance and repair', 'Mantenimiento y reparación', 'Entretien et réparation', 'Wartung und Reparatur', 'Manutenzione e riparazione', 'Обслуживание и ремонт', 'الصيانة والإصلاح'],
    ['Model incelemeleri', 'Model reviews', 'Análisis de modelos', 'Essais de modèles', 'Modelltests', 'Recensioni dei modelli', 'Обзоры моделей', 'مراجعات الطرازات'],
    ['Finansman ve leasing', 'Financing and leasing', 'Financiación y leasing', 'Financement et leasing', 'Finanzierung und Leasing', 'Finanziamenti e leasing', 'Финансирование и лизинг', 'التمويل والتأجير التمويلي'],
    ['Elektrikli mobilite', 'Electric mobility', 'Movilidad eléctrica', 'Mobilité électrique', 'Elektromobilität', 'Mobilità elettrica', 'Электромобильность', 'التنقل الكهربائي'],
  ]],
  [['Haberler', 'News', 'Noticias', 'Actualités', 'Nachrichten', 'Notizie', 'Новости', 'الأخبار'], [
    ['Sektör haberleri', 'Industry news', 'Noticias del sector', 'Actualités du secteur', 'Branchennachrichten', 'Notizie dal settore', 'Новости отрасли', 'أخبار القطاع'],
    ['Şirket haberleri', 'Company news', 'Noticias de la empresa', "Actualités de l'entreprise", 'Unternehmensnachrichten', 'Notizie aziendali', 'Новости компании', 'أخبار الشركة'],
    ['Etkinlikler ve fuarlar', 'Events and trade fairs', 'Eventos y ferias', 'Événements et salons', 'Veranstaltungen und Messen', 'Eventi e fiere', 'События и выставки', 'الفعاليات والمعارض'],
    ['Mevzuat', 'Regulations', 'Normativa', 'Réglementation', 'Vorschriften', 'Normative', 'Нормативные требования', 'اللوائح والأنظمة'],
    ['Pazar raporları', 'Market reports', 'Informes de mercado', 'Rapports de marché', 'Marktberichte', 'Rapporti di mercato', 'Обзоры рынка', 'تقارير السوق'],
    ['Sürdürülebilirlik', 'Sustainability', 'Sostenibilidad', 'Développement durable', 'Nachhaltigkeit', 'Sostenibilità', 'Устойчивое развитие', 'الاستدامة'],
  ]],
];

export const tagManagement = lookupTable(
  'tag-management',
  [
    'Etiket yönetimi',
    'Tag management',
    'Gestión de etiquetas',
    'Gestion des étiquettes',
    'Tag-Verwaltung',
    'Gestione dei tag',
    'Управление тегами',
    'إدارة الوسوم',
  ],
  TAG_GROUPS.map(([group, tags]) => item(group, { children: tags.map((row) => item(row)) })),
);
