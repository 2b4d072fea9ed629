import type { Language } from '@coachyard/contract';

/**
 * The FAQ entries the demo's FAQ questions became (issue 15): each answered in every language and published, and
 * linked to the questions in `askedAs` (the demo buyers' words in texts.ts) that it answers.
 */
export interface DemoFaqEntry {
  askedAs: readonly string[];
  texts: Record<Language, { question: string; answer: string }>;
}

export const DEMO_FAQ_ENTRIES: readonly DemoFaqEntry[] = [
  {
    askedAs: [
      'Kredi ile otobüs almak mümkün mü?',
      'Bieten Sie eine Finanzierung für Reisebusse an?',
      'هل تقبلون الدفع بالتقسيط؟',
    ],
    texts: {
      tr: {
        question: 'Otobüsü kredi veya taksitle alabilir miyim?',
        answer:
          'Coachyard kredi vermez, ancak birçok bayi bankalar ve leasing şirketleriyle çalışır.\nİlanla ilgili mesajınızda bayiye sorun: vadeyi, peşinatı ve gereken belgeleri size bildirir.',
      },
      en: {
        question: 'Can I buy a coach with financing or pay in instalments?',
        answer:
          'Coachyard does not lend money itself, but many dealers work with banks and leasing companies.\nAsk the dealer in your message about the advertisement: they tell you the terms, the deposit and the documents they need.',
      },
      es: {
        question: '¿Puedo comprar un autocar con financiación o a plazos?',
        answer:
          'Coachyard no concede préstamos, pero muchos concesionarios trabajan con bancos y empresas de leasing.\nPregunte al concesionario en su mensaje sobre el anuncio: le indicará las condiciones, la entrada y los documentos necesarios.',
      },
      fr: {
        question: 'Puis-je acheter un autocar à crédit ou payer en plusieurs fois ?',
        answer:
          'Coachyard ne prête pas d’argent, mais de nombreux concessionnaires travaillent avec des banques et des sociétés de leasing.\nPosez la question au concessionnaire dans votre message sur l’annonce : il vous indiquera les conditions, l’acompte et les documents nécessaires.',
      },
      de: {
        question: 'Kann ich einen Reisebus finanzieren oder in Raten zahlen?',
        answer:
          'Coachyard vergibt selbst keine Kredite, aber viele Händler arbeiten mit Banken und Leasinggesellschaften zusammen.\nFragen Sie den Händler in Ihrer Nachricht zur Anzeige: Er nennt Ihnen Laufzeit, Anzahlung und die nötigen Unterlagen.',
      },
      it: {
        question: 'Posso acquistare un autobus con un finanziamento o a rate?',
        answer:
          'Coachyard non concede prestiti, ma molti concessionari collaborano con banche e società di leasing.\nChieda al concessionario nel suo messaggio sull’annuncio: le indicherà le condizioni, l’anticipo e i documenti necessari.',
      },
      ru: {
        question: 'Можно ли купить автобус в кредит или в рассрочку?',
        answer:
          'Coachyard сам не выдаёт кредиты, но многие дилеры работают с банками и лизинговыми компаниями.\nСпросите дилера в сообщении по объявлению: он расскажет об условиях, первом взносе и нужных документах.',
      },
      ar: {
        question: 'هل يمكنني شراء حافلة بالتمويل أو الدفع بالتقسيط؟',
        answer:
          'لا تقدم Coachyard قروضًا بنفسها، لكن كثيرًا من الوكلاء يتعاملون مع البنوك وشركات التأجير التمويلي.\nاسأل الوكيل في رسالتك عن الإعلان: سيخبرك بالشروط والدفعة الأولى والمستندات المطلوبة.',
      },
    },
  },
  {
    askedAs: [
      'Yurt dışından araç alırken gümrük işlemlerinde yardımcı oluyor musunuz?',
      'Do you arrange delivery of a coach to Ireland?',
      'Помогаете ли вы с растаможкой автобусов из Турции?',
      'هل تقومون بشحن الحافلات إلى دول الخليج؟',
    ],
    texts: {
      tr: {
        question: 'Yurt dışına teslimat ve gümrük işlemlerinde yardımcı oluyor musunuz?',
        answer:
          'Yurt dışına satış yapan bayiler aracın karayolu veya gemiyle (RoRo) taşınmasını ayarlar ve ihracat belgelerini hazırlar: ihracat beyannamesi, uygunluk belgesi ve ruhsat.\nKendi ülkenizdeki gümrük işlemleri ve vergiler alıcıya aittir; bayiden teslim edilmiş fiyat isteyin.',
      },
      en: {
        question: 'Do you help with delivery abroad and with customs?',
        answer:
          'Dealers who sell abroad arrange transport by road or by ship (RoRo) and prepare the export papers: the export declaration, the certificate of conformity and the registration documents.\nCustoms clearance and import duties in your country are for the buyer; ask the dealer for a delivered price.',
      },
      es: {
        question: '¿Ayudan con la entrega en el extranjero y con la aduana?',
        answer:
          'Los concesionarios que venden al extranjero organizan el transporte por carretera o en barco (RoRo) y preparan los documentos de exportación: la declaración de exportación, el certificado de conformidad y la documentación del vehículo.\nEl despacho de aduanas y los impuestos de importación en su país corren a cargo del comprador; pida al concesionario un precio con entrega.',
      },
      fr: {
        question: 'Aidez-vous pour la livraison à l’étranger et la douane ?',
        answer:
          'Les concessionnaires qui vendent à l’étranger organisent le transport par la route ou par bateau (RoRo) et préparent les documents d’exportation : la déclaration d’exportation, le certificat de conformité et les papiers du véhicule.\nLe dédouanement et les droits d’importation dans votre pays sont à la charge de l’acheteur ; demandez au concessionnaire un prix livré.',
      },
      de: {
        question: 'Helfen Sie bei der Lieferung ins Ausland und beim Zoll?',
        answer:
          'Händler, die ins Ausland verkaufen, organisieren den Transport auf der Straße oder per Schiff (RoRo) und bereiten die Ausfuhrpapiere vor: Ausfuhranmeldung, Übereinstimmungsbescheinigung und Fahrzeugpapiere.\nVerzollung und Einfuhrabgaben im eigenen Land trägt der Käufer; fragen Sie den Händler nach einem Preis frei Haus.',
      },
      it: {
        question: 'Aiutate con la consegna all’estero e con la dogana?',
        answer:
          'I concessionari che vendono all’estero organizzano il trasporto su strada o via nave (RoRo) e preparano i documenti di esportazione: la dichiarazione di esportazione, il certificato di conformità e i documenti del veicolo.\nLo sdoganamento e i dazi nel suo paese sono a carico dell’acquirente; chieda al concessionario un prezzo con consegna.',
      },
      ru: {
        question: 'Помогаете ли вы с доставкой за границу и растаможкой?',
        answer:
          'Дилеры, которые продают за рубеж, организуют перевозку своим ходом, автовозом или судном (RoRo) и готовят экспортные документы: экспортную декларацию, сертификат соответствия и регистрационные документы.\nРастаможка и ввозные пошлины в вашей стране — за покупателем; попросите у дилера цену с доставкой.',
      },
      ar: {
        question: 'هل تساعدون في التوصيل إلى الخارج وفي الإجراءات الجمركية؟',
        answer:
          'الوكلاء الذين يبيعون إلى الخارج يرتبون النقل برًا أو بحرًا (RoRo) ويجهزون مستندات التصدير: بيان التصدير وشهادة المطابقة ووثائق تسجيل المركبة.\nالتخليص الجمركي ورسوم الاستيراد في بلدك على المشتري؛ اطلب من الوكيل سعرًا شاملًا التوصيل.',
      },
    },
  },
  {
    askedAs: ['How long does an advertisement stay online?', 'Как долго объявление остаётся на сайте?'],
    texts: {
      tr: {
        question: 'Bir ilan ne kadar süre yayında kalır?',
        answer:
          'İlan, araç satılana veya satıcı ilanı kaldırana kadar yayında kalır.\nSatılan araçlar işaretlendiği gün siteden çıkar.',
      },
      en: {
        question: 'How long does an advertisement stay online?',
        answer:
          'An advertisement stays online until the vehicle is sold or the seller withdraws it.\nA vehicle marked as sold leaves the site the same day.',
      },
      es: {
        question: '¿Cuánto tiempo permanece publicado un anuncio?',
        answer:
          'Un anuncio permanece publicado hasta que el vehículo se vende o el vendedor lo retira.\nUn vehículo marcado como vendido desaparece del sitio el mismo día.',
      },
      fr: {
        question: 'Combien de temps une annonce reste-t-elle en ligne ?',
        answer:
          'Une annonce reste en ligne jusqu’à la vente du véhicule ou jusqu’à ce que le vendeur la retire.\nUn véhicule marqué comme vendu quitte le site le jour même.',
      },
      de: {
        question: 'Wie lange bleibt eine Anzeige online?',
        answer:
          'Eine Anzeige bleibt online, bis das Fahrzeug verkauft ist oder der Verkäufer sie zurückzieht.\nEin als verkauft markiertes Fahrzeug verschwindet noch am selben Tag von der Seite.',
      },
      it: {
        question: 'Per quanto tempo resta online un annuncio?',
        answer:
          'Un annuncio resta online finché il veicolo non è venduto o il venditore non lo ritira.\nUn veicolo segnato come venduto lascia il sito il giorno stesso.',
      },
      ru: {
        question: 'Как долго объявление остаётся на сайте?',
        answer:
          'Объявление остаётся на сайте, пока автобус не продан или продавец не снимет его с публикации.\nАвтобус, отмеченный как проданный, исчезает с сайта в тот же день.',
      },
      ar: {
        question: 'كم من الوقت يبقى الإعلان منشورًا على الموقع؟',
        answer:
          'يبقى الإعلان منشورًا حتى تُباع المركبة أو يسحبه البائع.\nالمركبة التي تُعلَّم كمباعة تختفي من الموقع في اليوم نفسه.',
      },
    },
  },
  {
    askedAs: [
      '¿Cuánto tarda la revisión de un anuncio nuevo?',
      'Wie lange dauert die Prüfung einer neuen Anzeige?',
    ],
    texts: {
      tr: {
        question: 'Yeni bir ilanın incelenmesi ne kadar sürer?',
        answer:
          'Ekibimiz yeni ilanları iş günlerinde, genellikle bir iş günü içinde inceler.\nİlan yayına girdiğinde veya bir şeyin düzeltilmesi gerektiğinde e-posta alırsınız.',
      },
      en: {
        question: 'How long does the review of a new advertisement take?',
        answer:
          'Our team reviews new advertisements on working days, usually within one working day.\nYou receive an e-mail as soon as the advertisement is published or when something needs to be changed.',
      },
      es: {
        question: '¿Cuánto tarda la revisión de un anuncio nuevo?',
        answer:
          'Nuestro equipo revisa los anuncios nuevos en días laborables, normalmente en menos de un día laborable.\nRecibirá un correo electrónico en cuanto el anuncio se publique o si hay que corregir algo.',
      },
      fr: {
        question: 'Combien de temps prend la vérification d’une nouvelle annonce ?',
        answer:
          'Notre équipe vérifie les nouvelles annonces les jours ouvrés, en général en moins d’un jour ouvré.\nVous recevez un e-mail dès que l’annonce est publiée ou si quelque chose doit être corrigé.',
      },
      de: {
        question: 'Wie lange dauert die Prüfung einer neuen Anzeige?',
        answer:
          'Unser Team prüft neue Anzeigen an Werktagen, meist innerhalb eines Werktags.\nSie erhalten eine E-Mail, sobald die Anzeige veröffentlicht ist oder etwas geändert werden muss.',
      },
      it: {
        question: 'Quanto tempo richiede la verifica di un nuovo annuncio?',
        answer:
          'Il nostro team verifica i nuovi annunci nei giorni lavorativi, di solito entro un giorno lavorativo.\nRiceverà un’e-mail non appena l’annuncio sarà pubblicato o se qualcosa deve essere corretto.',
      },
      ru: {
        question: 'Сколько времени занимает проверка нового объявления?',
        answer:
          'Наша команда проверяет новые объявления в рабочие дни, обычно в течение одного рабочего дня.\nВы получите письмо, как только объявление будет опубликовано или если что-то нужно исправить.',
      },
      ar: {
        question: 'كم تستغرق مراجعة إعلان جديد؟',
        answer:
          'يراجع فريقنا الإعلانات الجديدة في أيام العمل، وعادةً خلال يوم عمل واحد.\nستصلك رسالة بالبريد الإلكتروني فور نشر الإعلان أو إذا احتاج شيء إلى تعديل.',
      },
    },
  },
];

/** Staff's labels on a share of the demo leads, per inbox: what they sort their work by. */
export const DEMO_TAGS = {
  query: ['urgent', 'financing', 'export', 'trade-in', 'fleet', 'viewing'],
  faq: ['listing', 'payment', 'export', 'financing'],
  contact: ['dealer-application', 'complaint', 'advertising', 'urgent'],
} as const;
