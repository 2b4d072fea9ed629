import type { Language, Role } from '@coachyard/contract';

/**
 * Demo users beyond the three demo accounts: staff, representatives across the markets, and dealers
 * with their branch names, most of them managed by a representative. Places are named by the country's
 * ISO code and the city's English name, as the countries lookup table has them.
 */
export interface DemoUser {
  role: Role;
  email: string;
  /** A dealer's branch name. */
  firstName: string;
  lastName: string | null;
  phoneNumber: string;
  country: string;
  city: string;
  address: string;
  coordinates?: { lat: string; lng: string };
  /** REPRESENTATIVE only. */
  representative?: {
    extension: string;
    languages: Language[];
    timeZone: string;
    start: string;
    end: string;
  };
  /** Email of the managing representative; `demo` is the demo representative account. */
  manager?: string;
  inactive?: boolean;
}

const REPRESENTATIVE_DEMO = 'demo';

// prettier-ignore
export const DEMO_USERS: readonly DemoUser[] = [
  { role: 'ADMIN', email: 'can.ozturk@coachyard.test', firstName: 'Can', lastName: 'Öztürk', phoneNumber: '90-212-555-0134', country: 'tr', city: 'Istanbul', address: 'Büyükdere Cd. 185, Levent, 34394 Şişli/İstanbul' },
  { role: 'ADMIN', email: 'sophie.martin@coachyard.test', firstName: 'Sophie', lastName: 'Martin', phoneNumber: '33-142-685-3100', country: 'fr', city: 'Paris', address: '18 Rue de la Pépinière, 75008 Paris' },
  { role: 'ADMIN', email: 'oliver.hughes@coachyard.test', firstName: 'Oliver', lastName: 'Hughes', phoneNumber: '44-207-946-0321', country: 'gb', city: 'London', address: '30 Churchill Place, London E14 5RE', inactive: true },

  { role: 'REPRESENTATIVE', email: 'hans.becker@coachyard.test', firstName: 'Hans', lastName: 'Becker', phoneNumber: '49-892-317-4410', country: 'de', city: 'Munich', address: 'Landsberger Str. 110, 80339 München', coordinates: { lat: '48.1409', lng: '11.5383' }, representative: { extension: '214', languages: ['de', 'en'], timeZone: 'GMT+01:00', start: '08:00', end: '16:00' } },
  { role: 'REPRESENTATIVE', email: 'laura.garcia@coachyard.test', firstName: 'Laura', lastName: 'García', phoneNumber: '34-915-482-7730', country: 'es', city: 'Madrid', address: 'Calle de Alcalá 265, 28027 Madrid', coordinates: { lat: '40.4319', lng: '-3.6561' }, representative: { extension: '305', languages: ['es', 'en', 'fr'], timeZone: 'GMT+01:00', start: '08:00', end: '18:00' } },
  { role: 'REPRESENTATIVE', email: 'james.whitaker@coachyard.test', firstName: 'James', lastName: 'Whitaker', phoneNumber: '44-161-496-0718', country: 'gb', city: 'Manchester', address: '1 Spinningfields, Manchester M3 3JE', coordinates: { lat: '53.4808', lng: '-2.2514' }, representative: { extension: '118', languages: ['en'], timeZone: 'GMT+00:00', start: '10:00', end: '18:00' } },
  { role: 'REPRESENTATIVE', email: 'giulia.romano@coachyard.test', firstName: 'Giulia', lastName: 'Romano', phoneNumber: '39-026-554-1290', country: 'it', city: 'Milan', address: 'Viale Monza 259, 20126 Milano', coordinates: { lat: '45.5123', lng: '9.2241' }, representative: { extension: '412', languages: ['it', 'en', 'de'], timeZone: 'GMT+01:00', start: '08:00', end: '16:00' } },
  { role: 'REPRESENTATIVE', email: 'ayse.yilmaz@coachyard.test', firstName: 'Ayşe', lastName: 'Yılmaz', phoneNumber: '90-232-555-0186', country: 'tr', city: 'Izmir', address: 'Şehit Fethi Bey Cd. 120, 35210 Konak/İzmir', coordinates: { lat: '38.4237', lng: '27.1428' }, representative: { extension: '207', languages: ['tr', 'en', 'ar'], timeZone: 'GMT+03:00', start: '06:00', end: '14:00' } },

  { role: 'DEALER', email: 'satis@anadolu-otobus.test', firstName: 'Anadolu Otobüs Merkezi – Bursa', lastName: null, phoneNumber: '90-224-555-0182', country: 'tr', city: 'Bursa', address: 'Yeni Yalova Yolu Cd. 412, 16250 Osmangazi/Bursa', coordinates: { lat: '40.2305', lng: '29.0092' }, manager: REPRESENTATIVE_DEMO },
  { role: 'DEALER', email: 'info@baskent-otobus.test', firstName: 'Başkent Otobüs Pazarı – Ankara', lastName: null, phoneNumber: '90-312-555-0147', country: 'tr', city: 'Ankara', address: 'İstanbul Yolu 8. km, 06370 Yenimahalle/Ankara', coordinates: { lat: '39.9681', lng: '32.7350' }, manager: REPRESENTATIVE_DEMO },
  { role: 'DEALER', email: 'satis@egeturizmaraclari.test', firstName: 'Ege Turizm Araçları – İzmir', lastName: null, phoneNumber: '90-232-555-0163', country: 'tr', city: 'Izmir', address: 'Ankara Cd. 97, 35050 Bornova/İzmir', coordinates: { lat: '38.4622', lng: '27.2106' }, manager: REPRESENTATIVE_DEMO },
  { role: 'DEALER', email: 'info@akdenizcoach.test', firstName: 'Akdeniz Coach Center – Antalya', lastName: null, phoneNumber: '90-242-555-0129', country: 'tr', city: 'Antalya', address: 'Serik Cd. 211, 07100 Muratpaşa/Antalya', coordinates: { lat: '36.9081', lng: '30.7556' }, manager: REPRESENTATIVE_DEMO },
  { role: 'DEALER', email: 'satis@konyamidibus.test', firstName: 'Konya Otobüs ve Midibüs Ticaret', lastName: null, phoneNumber: '90-332-555-0191', country: 'tr', city: 'Konya', address: 'Ankara Yolu Cd. 54, 42250 Selçuklu/Konya', coordinates: { lat: '37.9510', lng: '32.5031' }, manager: REPRESENTATIVE_DEMO },
  { role: 'DEALER', email: 'info@karadenizotobus.test', firstName: 'Karadeniz Otobüs Galerisi – Samsun', lastName: null, phoneNumber: '90-362-555-0115', country: 'tr', city: 'Samsun', address: 'Atatürk Blv. 322, 55200 Atakum/Samsun', coordinates: { lat: '41.3190', lng: '36.2933' }, manager: REPRESENTATIVE_DEMO, inactive: true },
  { role: 'DEALER', email: 'verkauf@rhein-main-busse.test', firstName: 'Rhein-Main Busse GmbH – Frankfurt', lastName: null, phoneNumber: '49-694-273-8810', country: 'de', city: 'Frankfurt am Main', address: 'Hanauer Landstraße 291, 60314 Frankfurt am Main', coordinates: { lat: '50.1136', lng: '8.7246' }, manager: 'hans.becker@coachyard.test' },
  { role: 'DEALER', email: 'info@bayern-reisebus.test', firstName: 'Bayern Reisebus Handel – Nürnberg', lastName: null, phoneNumber: '49-911-356-2240', country: 'de', city: 'Nuremberg', address: 'Sigmundstraße 220, 90431 Nürnberg', coordinates: { lat: '49.4447', lng: '11.0189' }, manager: 'hans.becker@coachyard.test' },
  { role: 'DEALER', email: 'ventas@autocareslevante.test', firstName: 'Autocares Levante S.L. – Valencia', lastName: null, phoneNumber: '34-961-334-5520', country: 'es', city: 'Valencia', address: 'Avenida del Cid 145, 46014 Valencia', coordinates: { lat: '39.4668', lng: '-0.4126' }, manager: 'laura.garcia@coachyard.test' },
  { role: 'DEALER', email: 'info@autocaresibericos.test', firstName: 'Autocares Ibéricos – Sevilla', lastName: null, phoneNumber: '34-954-112-8830', country: 'es', city: 'Seville', address: 'Carretera Su Eminencia 12, 41006 Sevilla', coordinates: { lat: '37.3709', lng: '-5.9585' }, manager: 'laura.garcia@coachyard.test' },
  { role: 'DEALER', email: 'sales@penninecoachsales.test', firstName: 'Pennine Coach Sales – Leeds', lastName: null, phoneNumber: '44-113-496-0552', country: 'gb', city: 'Leeds', address: 'Kirkstall Road 370, Leeds LS4 2HQ', coordinates: { lat: '53.8093', lng: '-1.5873' }, manager: 'james.whitaker@coachyard.test' },
  { role: 'DEALER', email: 'sales@thamesvalleycoaches.test', firstName: 'Thames Valley Coaches – Reading', lastName: null, phoneNumber: '44-118-496-0237', country: 'gb', city: 'Reading', address: 'Basingstoke Road 160, Reading RG2 0HH', coordinates: { lat: '51.4296', lng: '-0.9745' }, manager: 'james.whitaker@coachyard.test' },
  { role: 'DEALER', email: 'vendite@autobuslombardia.test', firstName: 'Autobus Lombardia S.r.l. – Bergamo', lastName: null, phoneNumber: '39-035-421-7780', country: 'it', city: 'Bergamo', address: 'Via Grumello 62, 24127 Bergamo', coordinates: { lat: '45.6841', lng: '9.6453' }, manager: 'giulia.romano@coachyard.test' },
  { role: 'DEALER', email: 'info@pullmansud.test', firstName: 'Pullman Sud – Napoli', lastName: null, phoneNumber: '39-081-559-3340', country: 'it', city: 'Naples', address: 'Via Galileo Ferraris 140, 80142 Napoli', coordinates: { lat: '40.8565', lng: '14.2799' }, manager: 'giulia.romano@coachyard.test' },
  { role: 'DEALER', email: 'satis@marmaraotobus.test', firstName: 'Marmara Otobüs Dünyası – Kocaeli', lastName: null, phoneNumber: '90-262-555-0174', country: 'tr', city: 'Kocaeli', address: 'D-100 Karayolu 88, 41100 İzmit/Kocaeli', coordinates: { lat: '40.7718', lng: '29.9614' }, manager: 'ayse.yilmaz@coachyard.test' },
  { role: 'DEALER', email: 'contact@carsdeprovence.test', firstName: 'Cars de Provence – Marseille', lastName: null, phoneNumber: '33-491-784-2260', country: 'fr', city: 'Marseille', address: '132 Boulevard de Plombières, 13014 Marseille', coordinates: { lat: '43.3198', lng: '5.3867' } },
  { role: 'DEALER', email: 'contact@autocars-rhone-alpes.test', firstName: 'Autocars Rhône-Alpes – Grenoble', lastName: null, phoneNumber: '33-476-335-1140', country: 'fr', city: 'Grenoble', address: '25 Avenue de l’Europe, 38100 Grenoble', coordinates: { lat: '45.1607', lng: '5.7268' } },
];

export const isDemoRepresentative = (manager: string | undefined) => manager === REPRESENTATIVE_DEMO;
