import { lookupTable, item, type NameRow } from './names.ts';

/** The public site's content sections; each becomes a page editors fill in. */
// prettier-ignore
const SECTIONS: readonly NameRow[] = [
  ['Hakkımızda', 'About us', 'Sobre nosotros', 'À propos de nous', 'Über uns', 'Chi siamo', 'О нас', 'من نحن'],
  ['Nasıl çalışır?', 'How it works', 'Cómo funciona', 'Comment ça marche', "So funktioniert's", 'Come funziona', 'Как это работает', 'كيف يعمل'],
  ['Aracınızı satın', 'Sell your vehicle', 'Vende tu vehículo', 'Vendez votre véhicule', 'Fahrzeug verkaufen', 'Vendi il tuo veicolo', 'Продайте своё транспортное средство', 'بع مركبتك'],
  ['Güvenli alışveriş ipuçları', 'Safe buying tips', 'Consejos para comprar con seguridad', 'Conseils pour acheter en toute sécurité', 'Tipps für den sicheren Kauf', 'Consigli per acquistare in sicurezza', 'Советы по безопасной покупке', 'نصائح للشراء الآمن'],
  ['Bayi üyelik sözleşmesi', 'Dealer membership agreement', 'Contrato de afiliación para concesionarios', "Contrat d'adhésion concessionnaire", 'Händler-Mitgliedschaftsvertrag', 'Contratto di adesione per concessionari', 'Договор о членстве дилера', 'اتفاقية عضوية التجار'],
  ['Kullanım koşulları', 'Terms of use', 'Condiciones de uso', "Conditions d'utilisation", 'Nutzungsbedingungen', "Condizioni d'uso", 'Условия использования', 'شروط الاستخدام'],
  ['Gizlilik politikası', 'Privacy policy', 'Política de privacidad', 'Politique de confidentialité', 'Datenschutzerklärung', 'Informativa sulla privacy', 'Политика конфиденциальности', 'سياسة الخصوصية'],
  ['Çerez politikası', 'Cookie policy', 'Política de cookies', 'Politique relative aux cookies', 'Cookie-Richtlinie', 'Informativa sui cookie', 'Политика использования файлов cookie', 'سياسة ملفات تعريف الارتباط'],
  ['KVKK aydınlatma metni', 'Personal data protection notice', 'Aviso de protección de datos personales', 'Avis sur la protection des données personnelles', 'Hinweise zum Schutz personenbezogener Daten', 'Informativa sul trattamento dei dati personali', 'Уведомление о защите персональных данных', 'إشعار حماية البيانات الشخصية'],
  ['Künye', 'Legal notice', 'Aviso legal', 'Mentions légales', 'Impressum', 'Note legali', 'Правовая информация', 'إشعار قانوني'],
  ['Sıkça sorulan sorular', 'Frequently asked questions', 'Preguntas frecuentes', 'Foire aux questions', 'Häufig gestellte Fragen', 'Domande frequenti', 'Часто задаваемые вопросы', 'الأسئلة الشائعة'],
  ['İletişim', 'Contact', 'Contacto', 'Contact', 'Kontakt', 'Contatti', 'Контакты', 'اتصل بنا'],
];

export const contentManagement = lookupTable(
  'content-management',
  [
    'İçerik yönetimi',
    'Content management',
    'Gestión de contenidos',
    'Gestion du contenu',
    'Inhaltsverwaltung',
    'Gestione dei contenuti',
    'Управление контентом',
    'إدارة المحتوى',
  ],
  SECTIONS.map((row) => item(row)),
);
