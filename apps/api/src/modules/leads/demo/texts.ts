import type { Language } from '@coachyard/contract';

/** What buyers write, per language: names, and messages of each kind (`{ad}` is the ad's short id). */
export interface DemoWriters {
  names: readonly string[];
  domain: string;
  phonePrefix: string;
  query: readonly string[];
  faq: readonly string[];
  contact: readonly string[];
}

export const DEMO_WRITERS: Record<Language, DemoWriters> = {
  tr: {
    names: [
      'Ahmet Yılmaz',
      'Ayşe Kaya',
      'Mehmet Demir',
      'Zeynep Şahin',
      'Mustafa Çelik',
      'Elif Arslan',
      'Hüseyin Koç',
      'Fatma Aydın',
    ],
    domain: 'turizm.com.tr',
    phonePrefix: '+90532',
    query: [
      '{ad} numaralı araç hâlâ satılık mı? Hafta sonu İstanbul’da görmek isteriz.',
      'Merhaba, {ad} için son fiyatınız nedir? Takas olarak 2012 model bir Travego verebiliriz.',
      'Aracın bakım kayıtları ve muayene tarihi hakkında bilgi alabilir miyim? İlan: {ad}',
      'Filomuz için iki adet aynı modelden arıyoruz; {ad} ile birlikte başka araç var mı?',
    ],
    faq: [
      'İlan verirken en fazla kaç fotoğraf yükleyebilirim?',
      'Yurt dışından araç alırken gümrük işlemlerinde yardımcı oluyor musunuz?',
      'Kredi ile otobüs almak mümkün mü?',
    ],
    contact: [
      'Bayilik başvurusu yapmak istiyoruz, Ankara’da 15 araçlık bir filomuz var.',
      'Sitenizdeki bir ilanla ilgili şikâyetimi iletmek istiyorum; satıcı telefonlara dönmüyor.',
      'Reklam ve iş birliği olanakları için görüşmek isteriz.',
    ],
  },
  en: {
    names: [
      'James Carter',
      'Olivia Bennett',
      'Harry Whitfield',
      'Emily Clarke',
      'George Patel',
      'Sophie Turner',
      'Daniel Hughes',
      'Grace Mitchell',
    ],
    domain: 'coachtravel.co.uk',
    phonePrefix: '+447700',
    query: [
      'Is {ad} still available? We could come to view it next Tuesday.',
      'Could you send the full service history and the MOT date for {ad}?',
      'What is your best price for {ad}? We pay cash and can collect within a week.',
      'Does {ad} have a working wheelchair lift and Euro 6 engine?',
    ],
    faq: [
      'How long does an advertisement stay online?',
      'Can I pay the listing fee by bank transfer?',
      'Do you arrange delivery of a coach to Ireland?',
    ],
    contact: [
      'We run a school transport company in Leeds and would like to become a dealer on Coachyard.',
      'I think one of the listings uses photos copied from our website. Who can I talk to?',
      'Please remove my phone number from an old advertisement.',
    ],
  },
  es: {
    names: [
      'Javier García',
      'Lucía Fernández',
      'Carlos Martínez',
      'Marta López',
      'Alejandro Sánchez',
      'Elena Romero',
      'Pablo Navarro',
      'Carmen Ruiz',
    ],
    domain: 'autocares-iberia.es',
    phonePrefix: '+34612',
    query: [
      '¿Sigue disponible el autocar {ad}? Podríamos verlo en Madrid el próximo lunes.',
      'Buenos días, ¿cuál es el precio final de {ad} con transporte a Valencia?',
      '¿El vehículo {ad} tiene la ITV en vigor y el tacógrafo digital?',
      'Necesitamos un autocar de 55 plazas; ¿{ad} tiene los asientos reclinables?',
    ],
    faq: [
      '¿Cómo puedo destacar mi anuncio en la portada?',
      '¿Aceptan vehículos matriculados fuera de la Unión Europea?',
      '¿Cuánto tarda la revisión de un anuncio nuevo?',
    ],
    contact: [
      'Somos una empresa de autocares de Sevilla y queremos publicar nuestra flota.',
      'No puedo acceder a mi cuenta de concesionario desde ayer.',
      'Me gustaría recibir información sobre las tarifas para profesionales.',
    ],
  },
  fr: {
    names: [
      'Camille Martin',
      'Lucas Bernard',
      'Chloé Dubois',
      'Hugo Lefebvre',
      'Manon Moreau',
      'Louis Girard',
      'Léa Fontaine',
      'Théo Rousseau',
    ],
    domain: 'cars-voyages.fr',
    phonePrefix: '+33612',
    query: [
      'Bonjour, l’autocar {ad} est-il toujours disponible ? Nous pourrions venir le voir samedi.',
      'Pouvez-vous m’envoyer le carnet d’entretien complet de {ad} ?',
      'Quel est votre meilleur prix pour {ad}, livraison à Lyon comprise ?',
      'Le véhicule {ad} est-il équipé d’un éthylotest antidémarrage ?',
    ],
    faq: [
      'Comment modifier le prix de mon annonce ?',
      'Proposez-vous une garantie sur les véhicules d’occasion ?',
      'Puis-je publier une annonce en plusieurs langues ?',
    ],
    contact: [
      'Nous sommes transporteur à Bordeaux et souhaitons devenir partenaire.',
      'Je n’ai pas reçu la facture de mon abonnement du mois dernier.',
      'Une annonce me semble frauduleuse, le prix est anormalement bas.',
    ],
  },
  de: {
    names: [
      'Hans Becker',
      'Anna Schneider',
      'Lukas Fischer',
      'Julia Wagner',
      'Felix Hoffmann',
      'Laura Schäfer',
      'Jonas Weber',
      'Sophie Krüger',
    ],
    domain: 'reisen-becker.de',
    phonePrefix: '+49151',
    query: [
      'Guten Tag, ist der Bus {ad} noch verfügbar? Wir würden ihn gern nächste Woche ansehen.',
      'Können Sie mir das Scheckheft und den letzten TÜV-Bericht zu {ad} schicken?',
      'Was ist Ihr Endpreis für {ad} bei Abholung in Hamburg?',
      'Hat {ad} eine Toilette und eine Bordküche? Wir planen Fernreisen.',
    ],
    faq: [
      'Wie lange dauert die Prüfung einer neuen Anzeige?',
      'Kann ich meine Anzeige vorübergehend pausieren?',
      'Bieten Sie eine Finanzierung für Reisebusse an?',
    ],
    contact: [
      'Wir sind ein Busunternehmen aus München und möchten Händler werden.',
      'Bitte löschen Sie mein Konto und alle meine Daten.',
      'Ich habe eine Frage zu Ihrer Rechnung vom März.',
    ],
  },
  it: {
    names: [
      'Giulia Romano',
      'Marco Rossi',
      'Francesca Bianchi',
      'Luca Ferrari',
      'Chiara Esposito',
      'Alessandro Ricci',
      'Sara Colombo',
      'Matteo Greco',
    ],
    domain: 'autolinee-romano.it',
    phonePrefix: '+39347',
    query: [
      'Buongiorno, il pullman {ad} è ancora disponibile? Potremmo vederlo a Milano giovedì.',
      'Mi potete inviare il libretto dei tagliandi di {ad}?',
      'Qual è il prezzo migliore per {ad} con consegna a Napoli?',
      'Il mezzo {ad} ha la pedana per disabili funzionante?',
    ],
    faq: [
      'Come posso cambiare le foto del mio annuncio?',
      'Accettate pagamenti con bonifico SEPA?',
      'Quanto costa pubblicare un annuncio per un concessionario?',
    ],
    contact: [
      'Siamo un’azienda di noleggio con conducente a Torino e vorremmo collaborare.',
      'Ho dimenticato la password del mio account rivenditore.',
      'Vorrei segnalare un annuncio duplicato.',
    ],
  },
  ru: {
    names: [
      'Иван Петров',
      'Анна Смирнова',
      'Дмитрий Кузнецов',
      'Ольга Попова',
      'Сергей Волков',
      'Мария Соколова',
      'Алексей Морозов',
      'Екатерина Лебедева',
    ],
    domain: 'avtobus-tour.ru',
    phonePrefix: '+7916',
    query: [
      'Здравствуйте, автобус {ad} ещё продаётся? Можно ли осмотреть его на следующей неделе?',
      'Пришлите, пожалуйста, сервисную книжку и фото салона {ad}.',
      'Какая окончательная цена {ad} с доставкой до Москвы?',
      'Есть ли у {ad} кондиционер и сколько посадочных мест?',
    ],
    faq: [
      'Помогаете ли вы с растаможкой автобусов из Турции?',
      'Можно ли разместить объявление без регистрации?',
      'Как долго объявление остаётся на сайте?',
    ],
    contact: [
      'Мы транспортная компания из Казани и хотим стать дилером.',
      'Не приходит письмо для восстановления пароля.',
      'Хотим обсудить рекламное сотрудничество.',
    ],
  },
  ar: {
    names: [
      'محمد العلي',
      'فاطمة الزهراني',
      'أحمد الحسن',
      'نورة القحطاني',
      'خالد المنصوري',
      'ليلى حداد',
      'يوسف الشمري',
      'سارة الكعبي',
    ],
    domain: 'gulf-coaches.ae',
    phonePrefix: '+97150',
    query: [
      'مرحبًا، هل الحافلة {ad} لا تزال متاحة؟ نرغب في معاينتها الأسبوع القادم.',
      'هل يمكن إرسال سجل الصيانة الكامل للمركبة {ad}؟',
      'ما هو أفضل سعر للحافلة {ad} مع الشحن إلى دبي؟',
      'هل الحافلة {ad} مزودة بتكييف يعمل جيدًا في الصيف؟',
    ],
    faq: [
      'هل تقومون بشحن الحافلات إلى دول الخليج؟',
      'كيف يمكنني تعديل سعر إعلاني؟',
      'هل تقبلون الدفع بالتقسيط؟',
    ],
    contact: [
      'نحن شركة نقل في الرياض ونرغب في أن نصبح وكيلًا لديكم.',
      'لا أستطيع تسجيل الدخول إلى حسابي.',
      'أود الاستفسار عن أسعار الإعلانات المميزة.',
    ],
  },
};

/** Notes staff leave on a lead (the back office's language). */
export const DEMO_NOTES = [
  'Called back, the buyer wants to see it on Saturday.',
  'Sent the service history as PDF.',
  'Buyer is comparing with a Setra from another dealer.',
  'Asked finance team about a leasing offer.',
  'No answer on the phone; left a voicemail.',
];

/** Messages a spam robot posts. */
export const DEMO_SPAM = [
  {
    name: 'Best SEO <a href="http://seo-rank.example">click</a>',
    message:
      'We rank your site #1 on Google in 7 days!!! http://seo-rank.example http://seo-rank.example/offer http://seo-rank.example/pay http://x.example',
  },
  { name: 'www.cheap-loans.example', message: 'Instant loans without checks, visit now.' },
  { name: 'Crypto Bonus', message: 'Claim your 5 BTC bonus today, only for you.' },
];
