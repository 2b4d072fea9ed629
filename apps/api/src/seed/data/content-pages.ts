import type { ContentType, Language } from '@coachyard/contract';

/**
 * Demo CMS content (issue 16): the marketplace's own pages, guides and FAQ entries. Every item is complete in
 * English and Turkish; the other languages are translated for some items only, so the list's missing-language
 * marks say something true. A body is written compactly: a string is a paragraph, `['h2', …]` a heading and
 * `['ul', […]]` a list.
 */
export type Block = string | ['h2' | 'h3', string] | ['ul' | 'ol', string[]];
export interface SeedText {
  title: string;
  excerpt: string;
  body: Block[];
  seo_description?: string;
  status?: 'draft' | 'published';
}
/** A cover drawn at seed time (a coach in `colour` with a caption), described in every language written. */
export interface SeedCover {
  caption: string;
  colour: string;
  alt: Partial<Record<Language, string>>;
}
export interface SeedContent {
  key: string;
  type: ContentType;
  cover?: SeedCover;
  /** English name of the content-management section, and of the tag-management tags. */
  category: string;
  tags?: string[];
  texts: Partial<Record<Language, SeedText>>;
}

export const SEED_CONTENT: SeedContent[] = [
  {
    key: 'about',
    type: 'page',
    category: 'About us',
    texts: {
      en: {
        title: 'About Coachyard',
        excerpt:
          'A marketplace for used buses and coaches, run by people who have sold them for twenty years.',
        seo_description:
          'Coachyard connects operators, dealers and buyers of used buses and coaches across Europe, Türkiye, the UK and the US.',
        body: [
          'Coachyard is a marketplace for used buses and coaches. Operators renewing their fleets, dealers with vehicles in stock and buyers looking for their next coach meet here, in eight languages.',
          ['h2', 'What we do'],
          [
            'ul',
            [
              'Publish checked advertisements from registered dealers',
              'Put buyers in touch with a dealer representative who speaks their language',
              'Help with inspection, transport and registration across borders',
            ],
          ],
          'Our representatives work from London, Hamburg, Istanbul and Chicago and answer every question within one working day.',
        ],
      },
      tr: {
        title: 'Coachyard hakkında',
        excerpt:
          'İkinci el otobüs ve midibüs pazaryeri; yirmi yıldır otobüs satan bir ekip tarafından işletilir.',
        seo_description:
          'Coachyard, Avrupa, Türkiye, Birleşik Krallık ve ABD’de ikinci el otobüs alıcılarını, bayileri ve işletmecileri buluşturur.',
        body: [
          'Coachyard ikinci el otobüs ve midibüs pazaryeridir. Filosunu yenileyen işletmeler, stoğunda araç bulunan bayiler ve yeni otobüsünü arayan alıcılar burada sekiz dilde buluşur.',
          ['h2', 'Ne yapıyoruz?'],
          [
            'ul',
            [
              'Kayıtlı bayilerin kontrol edilmiş ilanlarını yayınlıyoruz',
              'Alıcıları kendi dilini konuşan bir bayi temsilcisiyle buluşturuyoruz',
              'Sınır ötesi ekspertiz, nakliye ve tescil işlemlerinde yardımcı oluyoruz',
            ],
          ],
          'Temsilcilerimiz Londra, Hamburg, İstanbul ve Chicago’dan çalışır ve her soruyu bir iş günü içinde yanıtlar.',
        ],
      },
      de: {
        title: 'Über Coachyard',
        excerpt:
          'Ein Marktplatz für gebrauchte Busse und Reisebusse, betrieben von Leuten, die seit zwanzig Jahren Busse verkaufen.',
        body: [
          'Coachyard ist ein Marktplatz für gebrauchte Busse und Reisebusse. Verkehrsunternehmen, Händler und Käufer treffen sich hier in acht Sprachen.',
          ['h2', 'Was wir tun'],
          [
            'ul',
            [
              'Geprüfte Anzeigen registrierter Händler veröffentlichen',
              'Käufer mit einem Händlervertreter in ihrer Sprache verbinden',
              'Bei Prüfung, Transport und Zulassung über Grenzen hinweg helfen',
            ],
          ],
        ],
      },
      fr: {
        title: 'À propos de Coachyard',
        excerpt:
          'Une place de marché pour les autobus et autocars d’occasion, tenue par des gens qui en vendent depuis vingt ans.',
        body: [
          'Coachyard est une place de marché pour les autobus et autocars d’occasion. Exploitants, concessionnaires et acheteurs s’y retrouvent en huit langues.',
          ['h2', 'Ce que nous faisons'],
          [
            'ul',
            [
              'Publier les annonces vérifiées de concessionnaires inscrits',
              'Mettre les acheteurs en relation avec un représentant qui parle leur langue',
            ],
          ],
        ],
      },
      ar: {
        title: 'عن كوتشيارد',
        excerpt: 'سوق للحافلات المستعملة يديره فريق يبيع الحافلات منذ عشرين عامًا.',
        body: [
          'كوتشيارد سوق للحافلات والحافلات السياحية المستعملة. يلتقي فيه المشغلون والتجار والمشترون بثماني لغات.',
          ['h2', 'ماذا نفعل'],
          ['ul', ['ننشر إعلانات موثقة من تجار مسجلين', 'نصل المشترين بممثل يتحدث لغتهم']],
        ],
      },
    },
  },
  {
    key: 'sell',
    type: 'page',
    category: 'Sell your vehicle',
    tags: ['Selling tips'],
    texts: {
      en: {
        title: 'How to sell a coach on Coachyard',
        excerpt:
          'From the first photo to the handover: what dealers and operators do to sell a used coach quickly.',
        body: [
          'Selling a used coach takes four steps. Most vehicles with complete documents sell within six weeks.',
          [
            'ol',
            [
              'Register as a dealer and have your account checked by a representative',
              'Photograph the coach in daylight: front, rear, both sides, driver’s cab, seats and engine bay',
              'Enter the VIN, first registration, mileage, Euro norm and seat layout',
              'Answer buyers’ questions in the lead inbox within one working day',
            ],
          ],
          ['h2', 'Documents to have ready'],
          [
            'ul',
            [
              'Registration certificate and certificate of conformity',
              'Tachograph calibration and last annual inspection report',
              'Service history with invoices',
            ],
          ],
        ],
      },
      tr: {
        title: 'Coachyard’da otobüs nasıl satılır?',
        excerpt:
          'İlk fotoğraftan teslimata kadar: bayilerin ve işletmelerin ikinci el otobüsü hızla satmak için yaptıkları.',
        body: [
          'İkinci el bir otobüsü satmak dört adımda olur. Belgeleri eksiksiz araçların çoğu altı hafta içinde satılır.',
          [
            'ol',
            [
              'Bayi olarak kaydolun ve hesabınızı bir temsilciye onaylatın',
              'Otobüsü gün ışığında fotoğraflayın: ön, arka, iki yan, sürücü mahalli, koltuklar ve motor bölmesi',
              'Şasi numarasını, ilk tescil tarihini, kilometreyi, Euro normunu ve koltuk düzenini girin',
              'Alıcıların sorularını bir iş günü içinde yanıtlayın',
            ],
          ],
          ['h2', 'Hazır olması gereken belgeler'],
          [
            'ul',
            [
              'Ruhsat ve uygunluk belgesi',
              'Takograf kalibrasyonu ve son muayene raporu',
              'Faturalarıyla birlikte bakım geçmişi',
            ],
          ],
        ],
      },
      es: {
        title: 'Cómo vender un autocar en Coachyard',
        excerpt:
          'De la primera foto a la entrega: lo que hacen los concesionarios para vender rápido un autocar usado.',
        body: [
          'Vender un autocar usado lleva cuatro pasos. La mayoría de los vehículos con la documentación completa se venden en seis semanas.',
          [
            'ol',
            [
              'Regístrese como concesionario',
              'Fotografíe el autocar con luz de día',
              'Introduzca el VIN, la matriculación, el kilometraje y la norma Euro',
              'Responda a los compradores en un día laborable',
            ],
          ],
        ],
      },
    },
  },
  {
    key: 'buying-guide',
    type: 'article',
    cover: {
      caption: 'Setra S 516 HD · viewing day',
      colour: '#1f4e79',
      alt: {
        en: 'A blue Setra S 516 HD coach parked at a dealer’s yard, ready for a viewing',
        tr: 'Bir bayinin sahasında incelemeye hazır mavi bir Setra S 516 HD otobüs',
        de: 'Ein blauer Setra S 516 HD auf dem Hof eines Händlers, bereit zur Besichtigung',
        ru: 'Синий автобус Setra S 516 HD на площадке дилера, готовый к осмотру',
      },
    },
    category: 'Safe buying tips',
    tags: ['Buying guide'],
    texts: {
      en: {
        title: 'Buying a used coach: a checklist for the viewing',
        excerpt: 'Twelve things to check before you sign, from the chassis to the tachograph.',
        body: [
          'A coach that looks clean can still hide expensive work. Take this list to the viewing and ask the dealer to open every flap.',
          ['h2', 'Body and chassis'],
          [
            'ul',
            [
              'Corrosion on the floor frame above the axles and around the entrance steps',
              'Even tyre wear on the front axle',
              'Leaks around the air suspension bellows',
            ],
          ],
          ['h2', 'Engine and gearbox'],
          [
            'ul',
            [
              'Cold start with no blue smoke',
              'Smooth gear changes under load on a test drive',
              'AdBlue and DPF warnings cleared in the diagnostic report',
            ],
          ],
          'Ask for the last two inspection reports: they say more than the mileage.',
        ],
      },
      tr: {
        title: 'İkinci el otobüs alırken: ekspertiz kontrol listesi',
        excerpt: 'İmzadan önce şasiden takografa kontrol edilmesi gereken on iki nokta.',
        body: [
          'Temiz görünen bir otobüs pahalı bir tamiri gizleyebilir. Bu listeyi görmeye giderken yanınıza alın ve bayiden tüm kapakları açmasını isteyin.',
          ['h2', 'Kaporta ve şasi'],
          [
            'ul',
            [
              'Dingillerin üstünde ve giriş basamaklarının çevresinde taban şasisinde korozyon',
              'Ön dingilde eşit lastik aşınması',
              'Havalı süspansiyon körüklerinin çevresinde kaçak',
            ],
          ],
          ['h2', 'Motor ve şanzıman'],
          [
            'ul',
            [
              'Mavi duman olmadan soğuk çalıştırma',
              'Test sürüşünde yük altında yumuşak vites geçişleri',
              'Arıza raporunda AdBlue ve DPF uyarılarının temizlenmiş olması',
            ],
          ],
          'Son iki muayene raporunu isteyin: kilometreden daha çok şey söyler.',
        ],
      },
      de: {
        title: 'Gebrauchten Reisebus kaufen: Checkliste für die Besichtigung',
        excerpt:
          'Zwölf Punkte, die Sie vor der Unterschrift prüfen sollten – vom Fahrgestell bis zum Tachografen.',
        body: [
          'Ein sauber wirkender Bus kann teure Arbeit verbergen. Nehmen Sie diese Liste zur Besichtigung mit.',
          [
            'ul',
            [
              'Rost am Bodenrahmen über den Achsen',
              'Gleichmäßiger Reifenverschleiß an der Vorderachse',
              'Kaltstart ohne blauen Rauch',
            ],
          ],
        ],
      },
      ru: {
        title: 'Как выбрать подержанный автобус: чек-лист для осмотра',
        excerpt: 'Двенадцать пунктов, которые стоит проверить до подписания договора.',
        body: [
          'Чистый на вид автобус может скрывать дорогой ремонт. Возьмите этот список на осмотр.',
          [
            'ul',
            [
              'Коррозия рамы над осями',
              'Равномерный износ шин передней оси',
              'Холодный запуск без синего дыма',
            ],
          ],
        ],
      },
    },
  },
  {
    key: 'financing',
    type: 'article',
    cover: {
      caption: 'Mercedes-Benz Tourismo · leasing',
      colour: '#8c1c13',
      alt: {
        en: 'A red Mercedes-Benz Tourismo coach on a motorway',
        tr: 'Otoyolda kırmızı bir Mercedes-Benz Tourismo otobüs',
        it: 'Un pullman Mercedes-Benz Tourismo rosso in autostrada',
      },
    },
    category: 'How it works',
    tags: ['Financing and leasing'],
    texts: {
      en: {
        title: 'Financing a used coach',
        excerpt: 'Hire purchase, leasing or a bank loan: what each costs and when it fits.',
        body: [
          'Most operators finance a used coach over three to five years. The right choice depends on how long you will keep the vehicle.',
          [
            'ul',
            [
              'Hire purchase: you own the coach after the last payment; deposits usually start at 10%',
              'Operating lease: lower monthly payments, the coach goes back at the end',
              'Bank loan: best rates for operators with a long trading history',
            ],
          ],
          'Our dealers work with lenders in the UK, Germany and Türkiye; ask a representative for an offer with the advertisement number.',
        ],
      },
      tr: {
        title: 'İkinci el otobüs finansmanı',
        excerpt: 'Taksitli satış, leasing veya banka kredisi: maliyetleri ve hangi durumda uygun oldukları.',
        body: [
          'İşletmelerin çoğu ikinci el otobüsü üç ila beş yıl vadeyle finanse eder. Doğru seçim aracı ne kadar süre kullanacağınıza bağlıdır.',
          [
            'ul',
            [
              'Taksitli satış: son ödemeden sonra otobüs sizin olur; peşinat genellikle %10’dan başlar',
              'Faaliyet kiralaması: daha düşük aylık ödeme, dönem sonunda araç iade edilir',
              'Banka kredisi: uzun geçmişi olan işletmeler için en iyi faiz',
            ],
          ],
          'Bayilerimiz Birleşik Krallık, Almanya ve Türkiye’deki finans kuruluşlarıyla çalışır; ilan numarasıyla bir temsilciden teklif isteyin.',
        ],
      },
      it: {
        title: 'Finanziare un autobus usato',
        excerpt: 'Rateale, leasing o mutuo bancario: quanto costano e quando convengono.',
        body: [
          'La maggior parte degli operatori finanzia un autobus usato in tre-cinque anni. La scelta dipende da quanto a lungo terrete il veicolo.',
        ],
        status: 'draft',
      },
    },
  },
  {
    key: 'privacy',
    type: 'page',
    category: 'Privacy policy',
    texts: {
      en: {
        title: 'Privacy policy',
        excerpt: 'What personal data Coachyard keeps, why, and for how long.',
        body: [
          'Coachyard Ltd, Unit 4, Hythe Road Industrial Estate, London NW10 6RS, is the controller of the personal data you give us.',
          ['h2', 'What we keep'],
          [
            'ul',
            [
              'Your name, e-mail address and phone number when you ask about an advertisement',
              'The messages you exchange with dealers and our representatives',
              'Technical logs for security, kept for 30 days',
            ],
          ],
          ['h2', 'Your rights'],
          'You may ask for a copy of your data, its correction or its deletion by writing to privacy@coachyard.com.',
        ],
      },
      tr: {
        title: 'Gizlilik politikası',
        excerpt: 'Coachyard’ın hangi kişisel verileri, neden ve ne kadar süre sakladığı.',
        body: [
          'Bize verdiğiniz kişisel verilerin sorumlusu Coachyard Ltd’dir (Unit 4, Hythe Road Industrial Estate, London NW10 6RS).',
          ['h2', 'Sakladıklarımız'],
          [
            'ul',
            [
              'Bir ilan hakkında soru sorduğunuzda adınız, e-posta adresiniz ve telefon numaranız',
              'Bayilerle ve temsilcilerimizle yazışmalarınız',
              'Güvenlik için 30 gün saklanan teknik kayıtlar',
            ],
          ],
          ['h2', 'Haklarınız'],
          'privacy@coachyard.com adresine yazarak verilerinizin bir kopyasını, düzeltilmesini veya silinmesini isteyebilirsiniz.',
        ],
      },
      de: {
        title: 'Datenschutzerklärung',
        excerpt: 'Welche personenbezogenen Daten Coachyard speichert, warum und wie lange.',
        body: [
          'Verantwortlich für Ihre Daten ist die Coachyard Ltd, Unit 4, Hythe Road Industrial Estate, London NW10 6RS. Auskunft, Berichtigung und Löschung erhalten Sie über privacy@coachyard.com.',
        ],
      },
    },
  },
  {
    key: 'terms',
    type: 'page',
    category: 'Terms of use',
    texts: {
      en: {
        title: 'Terms of use',
        excerpt: 'The rules for buyers, dealers and representatives using Coachyard.',
        body: [
          'By using Coachyard you agree to these terms. Advertisements are published by dealers, who are responsible for their accuracy.',
          [
            'ul',
            [
              'A sale is a contract between the buyer and the dealer; Coachyard is not a party to it',
              'Dealers must describe known defects and the true mileage',
              'We may remove advertisements that break these terms',
            ],
          ],
        ],
      },
      tr: {
        title: 'Kullanım koşulları',
        excerpt: 'Coachyard’ı kullanan alıcılar, bayiler ve temsilciler için kurallar.',
        body: [
          'Coachyard’ı kullanarak bu koşulları kabul edersiniz. İlanlar, doğruluklarından sorumlu olan bayiler tarafından yayınlanır.',
          [
            'ul',
            [
              'Satış, alıcı ile bayi arasında bir sözleşmedir; Coachyard bu sözleşmenin tarafı değildir',
              'Bayiler bilinen kusurları ve gerçek kilometreyi belirtmek zorundadır',
              'Bu koşullara aykırı ilanları kaldırabiliriz',
            ],
          ],
        ],
      },
    },
  },
  {
    key: 'faq-inspection',
    type: 'faq',
    category: 'Frequently asked questions',
    texts: {
      en: {
        title: 'Can I have a coach inspected before I buy it?',
        excerpt: '',
        body: [
          'Yes. Every dealer on Coachyard accepts an independent inspection at the depot; DEKRA, TÜV and TÜVTÜRK reports are the most common.',
        ],
      },
      tr: {
        title: 'Satın almadan önce otobüse ekspertiz yaptırabilir miyim?',
        excerpt: '',
        body: [
          'Evet. Coachyard’daki tüm bayiler garajda bağımsız ekspertizi kabul eder; en yaygın raporlar DEKRA, TÜV ve TÜVTÜRK raporlarıdır.',
        ],
      },
      fr: {
        title: 'Puis-je faire inspecter un autocar avant de l’acheter ?',
        excerpt: '',
        body: ['Oui. Tous les concessionnaires de Coachyard acceptent une inspection indépendante au dépôt.'],
      },
      ar: {
        title: 'هل يمكنني فحص الحافلة قبل شرائها؟',
        excerpt: '',
        body: ['نعم. يقبل جميع التجار في كوتشيارد فحصًا مستقلًا في المستودع.'],
      },
    },
  },
  {
    key: 'faq-export',
    type: 'faq',
    category: 'Frequently asked questions',
    texts: {
      en: {
        title: 'Do you deliver coaches abroad?',
        excerpt: '',
        body: [
          'Our representatives arrange transport by road or ro-ro ferry and the export registration. Delivery within the EU usually takes two to three weeks.',
        ],
      },
      tr: {
        title: 'Otobüsleri yurt dışına teslim ediyor musunuz?',
        excerpt: '',
        body: [
          'Temsilcilerimiz kara yolu veya ro-ro ile nakliyeyi ve ihracat tescilini ayarlar. AB içinde teslimat genellikle iki ila üç hafta sürer.',
        ],
      },
      es: {
        title: '¿Entregan autocares en el extranjero?',
        excerpt: '',
        body: [
          'Nuestros representantes organizan el transporte por carretera o en ferry ro-ro y la matriculación de exportación.',
        ],
      },
    },
  },
  {
    key: 'faq-warranty',
    type: 'faq',
    category: 'Frequently asked questions',
    texts: {
      en: {
        title: 'Is there a warranty on used coaches?',
        excerpt: '',
        body: [
          'Many dealers offer a 3 or 6 month drivetrain warranty; the advertisement says so when it does.',
        ],
      },
      tr: {
        title: 'İkinci el otobüslerde garanti var mı?',
        excerpt: '',
        body: ['Birçok bayi 3 veya 6 aylık motor ve şanzıman garantisi verir; varsa ilanda belirtilir.'],
      },
    },
  },
];

/** The menus of the demo site: which items each shows, by key, and links of its own. */
export const SEED_MENUS = {
  navbar_links: [
    {
      url: '/advertisements',
      labels: {
        en: 'Buses and coaches',
        tr: 'Otobüsler',
        de: 'Busse',
        fr: 'Autocars',
        es: 'Autocares',
        it: 'Autobus',
        ru: 'Автобусы',
        ar: 'الحافلات',
      },
    },
    {
      url: '/dealers',
      labels: {
        en: 'Dealers',
        tr: 'Bayiler',
        de: 'Händler',
        fr: 'Concessionnaires',
        es: 'Concesionarios',
        it: 'Concessionari',
        ru: 'Дилеры',
        ar: 'التجار',
      },
    },
  ],
  navbar_content: ['about', 'sell', 'buying-guide', 'financing'],
  footer: ['privacy', 'terms', 'about'],
} as const;
