import type { Language, LeadKind, LeadReplyTemplateId } from '@coachyard/contract';

/**
 * The e-mails of the lead flow, in the lead's language. `{name}`, `{receipt}`, `{advertisement}` and `{body}`
 * are filled in; nothing a sender typed is read as a placeholder (filling happens once, left to right).
 */
interface LanguageTexts {
  acknowledgementSubject: string;
  acknowledgement: string;
  replySubject: string;
  greeting: string;
  signature: string;
  templates: Record<Exclude<LeadReplyTemplateId, 'personal'>, string>;
}

const TEXTS: Record<Language, LanguageTexts> = {
  en: {
    acknowledgementSubject: 'We received your message ({receipt})',
    acknowledgement:
      'Hello {name},\n\nthank you for your message. It has reached the right person and you will hear from us soon.\nYour reference: {receipt}\n\nCoachyard',
    replySubject: 'Re: your message ({receipt})',
    greeting: 'Hello {name},',
    signature: 'Kind regards,\nCoachyard',
    templates: {
      available: 'The vehicle {advertisement} is still available.',
      viewing:
        'You are welcome to view {advertisement} at our premises; let us know a day and time that suit you.',
      price: 'Here is the price information you asked for about {advertisement}.',
      sold: 'We are sorry: {advertisement} has already been sold.',
      faq_answer: 'Thank you for your question. Here is our answer.',
    },
  },
  tr: {
    acknowledgementSubject: 'Mesajınızı aldık ({receipt})',
    acknowledgement:
      'Merhaba {name},\n\nmesajınız için teşekkür ederiz. Mesajınız ilgili kişiye ulaştı, en kısa sürede size dönüş yapılacak.\nReferans numaranız: {receipt}\n\nCoachyard',
    replySubject: 'Ynt: mesajınız ({receipt})',
    greeting: 'Merhaba {name},',
    signature: 'Saygılarımızla,\nCoachyard',
    templates: {
      available: '{advertisement} ilanındaki araç hâlâ satıştadır.',
      viewing: '{advertisement} aracını yerinde görmek için size uygun gün ve saati bildirmeniz yeterli.',
      price: '{advertisement} ile ilgili istediğiniz fiyat bilgisi aşağıdadır.',
      sold: 'Üzgünüz, {advertisement} satılmıştır.',
      faq_answer: 'Sorunuz için teşekkür ederiz. Yanıtımız aşağıdadır.',
    },
  },
  es: {
    acknowledgementSubject: 'Hemos recibido su mensaje ({receipt})',
    acknowledgement:
      'Hola {name}:\n\ngracias por su mensaje. Ha llegado a la persona adecuada y le responderemos pronto.\nSu referencia: {receipt}\n\nCoachyard',
    replySubject: 'Re: su mensaje ({receipt})',
    greeting: 'Hola {name}:',
    signature: 'Un cordial saludo,\nCoachyard',
    templates: {
      available: 'El vehículo {advertisement} sigue disponible.',
      viewing:
        'Puede ver {advertisement} en nuestras instalaciones; indíquenos el día y la hora que le convengan.',
      price: 'Le enviamos la información de precio que solicitó sobre {advertisement}.',
      sold: 'Lo sentimos: {advertisement} ya se ha vendido.',
      faq_answer: 'Gracias por su pregunta. Esta es nuestra respuesta.',
    },
  },
  fr: {
    acknowledgementSubject: 'Nous avons bien reçu votre message ({receipt})',
    acknowledgement:
      'Bonjour {name},\n\nmerci pour votre message. Il a été transmis à la bonne personne et nous vous répondrons rapidement.\nVotre référence : {receipt}\n\nCoachyard',
    replySubject: 'Re : votre message ({receipt})',
    greeting: 'Bonjour {name},',
    signature: 'Cordialement,\nCoachyard',
    templates: {
      available: 'Le véhicule {advertisement} est toujours disponible.',
      viewing:
        'Vous pouvez voir {advertisement} chez nous ; indiquez-nous le jour et l’heure qui vous conviennent.',
      price: 'Voici les informations de prix demandées pour {advertisement}.',
      sold: 'Nous sommes désolés : {advertisement} a déjà été vendu.',
      faq_answer: 'Merci pour votre question. Voici notre réponse.',
    },
  },
  de: {
    acknowledgementSubject: 'Wir haben Ihre Nachricht erhalten ({receipt})',
    acknowledgement:
      'Hallo {name},\n\nvielen Dank für Ihre Nachricht. Sie ist bei der richtigen Person angekommen, wir melden uns in Kürze.\nIhre Referenz: {receipt}\n\nCoachyard',
    replySubject: 'AW: Ihre Nachricht ({receipt})',
    greeting: 'Hallo {name},',
    signature: 'Mit freundlichen Grüßen\nCoachyard',
    templates: {
      available: 'Das Fahrzeug {advertisement} ist noch verfügbar.',
      viewing:
        'Sie können {advertisement} gerne bei uns besichtigen; nennen Sie uns einen passenden Tag und eine Uhrzeit.',
      price: 'Hier sind die gewünschten Preisangaben zu {advertisement}.',
      sold: 'Leider ist {advertisement} bereits verkauft.',
      faq_answer: 'Vielen Dank für Ihre Frage. Hier ist unsere Antwort.',
    },
  },
  it: {
    acknowledgementSubject: 'Abbiamo ricevuto il tuo messaggio ({receipt})',
    acknowledgement:
      'Ciao {name},\n\ngrazie per il tuo messaggio. È arrivato alla persona giusta e ti risponderemo presto.\nIl tuo riferimento: {receipt}\n\nCoachyard',
    replySubject: 'R: il tuo messaggio ({receipt})',
    greeting: 'Ciao {name},',
    signature: 'Cordiali saluti,\nCoachyard',
    templates: {
      available: 'Il veicolo {advertisement} è ancora disponibile.',
      viewing:
        'Puoi vedere {advertisement} presso la nostra sede; indicaci il giorno e l’ora che preferisci.',
      price: 'Ecco le informazioni sul prezzo di {advertisement} che hai richiesto.',
      sold: 'Ci dispiace: {advertisement} è già stato venduto.',
      faq_answer: 'Grazie per la tua domanda. Ecco la nostra risposta.',
    },
  },
  ru: {
    acknowledgementSubject: 'Мы получили ваше сообщение ({receipt})',
    acknowledgement:
      'Здравствуйте, {name}!\n\nСпасибо за ваше сообщение. Оно передано нужному сотруднику, и мы скоро ответим.\nНомер обращения: {receipt}\n\nCoachyard',
    replySubject: 'Re: ваше сообщение ({receipt})',
    greeting: 'Здравствуйте, {name}!',
    signature: 'С уважением,\nCoachyard',
    templates: {
      available: 'Автобус {advertisement} всё ещё в продаже.',
      viewing: 'Вы можете осмотреть {advertisement} у нас на площадке; сообщите удобные день и время.',
      price: 'Направляем запрошенную информацию о цене {advertisement}.',
      sold: 'К сожалению, {advertisement} уже продан.',
      faq_answer: 'Спасибо за ваш вопрос. Вот наш ответ.',
    },
  },
  ar: {
    acknowledgementSubject: 'تلقينا رسالتك ({receipt})',
    acknowledgement:
      'مرحبًا {name}،\n\nشكرًا لرسالتك. لقد وصلت إلى الشخص المناسب وسنرد عليك قريبًا.\nرقمك المرجعي: {receipt}\n\nCoachyard',
    replySubject: 'رد: رسالتك ({receipt})',
    greeting: 'مرحبًا {name}،',
    signature: 'مع أطيب التحيات،\nCoachyard',
    templates: {
      available: 'المركبة {advertisement} لا تزال متاحة.',
      viewing: 'يسعدنا أن تعاين {advertisement} لدينا؛ أخبرنا باليوم والوقت المناسبين لك.',
      price: 'إليك معلومات السعر التي طلبتها عن {advertisement}.',
      sold: 'نأسف، لقد تم بيع {advertisement} بالفعل.',
      faq_answer: 'شكرًا على سؤالك. إليك إجابتنا.',
    },
  },
};

const textsOf = (language: string) => TEXTS[language as Language] ?? TEXTS.en;

/** Fills `{placeholders}` in one pass, so a value that contains braces stays as it is. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

interface LeadFacts {
  name: string;
  receiptId: string;
  language: string;
  advertisement?: string | null;
}

export function acknowledgementMail(lead: LeadFacts) {
  const texts = textsOf(lead.language);
  const values = { name: lead.name, receipt: lead.receiptId };
  return { subject: fill(texts.acknowledgementSubject, values), body: fill(texts.acknowledgement, values) };
}

const KIND_LABEL: Record<LeadKind, string> = {
  query: 'Question about an advertisement',
  faq: 'FAQ question',
  contact: 'Contact message',
};

/** The notice to the assignee, in English (staff read the back office's language; the lead keeps its own). */
export function newLeadNotice(
  lead: LeadFacts & { kind: LeadKind; email: string; message: string; link: string },
) {
  const about = lead.advertisement ? ` about ${lead.advertisement}` : '';
  return {
    subject: `New lead ${lead.receiptId}: ${KIND_LABEL[lead.kind]}${about}`,
    body: [
      `${KIND_LABEL[lead.kind]}${about} from ${lead.name} <${lead.email}> (language: ${lead.language}).`,
      '',
      lead.message,
      '',
      `Open it in the back office: ${lead.link}`,
    ].join('\n'),
  };
}

/** The opening line a template adds above the personal text, in the lead's language. */
export function templateText(template: LeadReplyTemplateId, lead: LeadFacts) {
  if (template === 'personal') return '';
  return fill(textsOf(lead.language).templates[template], { advertisement: lead.advertisement ?? '' });
}

/** A staff reply: greeting, the template's line, the personal text, the signature, in the lead's language. */
export function replyMail(lead: LeadFacts, template: LeadReplyTemplateId, body: string) {
  const texts = textsOf(lead.language);
  const opening = templateText(template, lead);
  return {
    subject: fill(texts.replySubject, { receipt: lead.receiptId }),
    body: [
      fill(texts.greeting, { name: lead.name }),
      '',
      ...(opening ? [opening, ''] : []),
      body,
      '',
      texts.signature,
    ].join('\n'),
  };
}
