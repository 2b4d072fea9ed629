import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOf,
  createAdsTestApp,
  ENGLISH_DESCRIPTION,
  healthyBody,
  signalsOf,
  TURKISH_DESCRIPTION,
  type AdsTestApp,
} from './signals-support.ts';

let t: AdsTestApp;

beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(() => t?.close());

const flagsOf = async (description: string, title = 'Clean coach for sale') => {
  const ad = await t.createAd(
    t.tokens.DEALER,
    healthyBody(t, { title: { en: title }, description: { en: `${ENGLISH_DESCRIPTION} ${description}` } }),
  );
  return (await signalsOf(t, t.tokens.DEALER, ad.id)).signals;
};

describe('contact details in the title or description', () => {
  it.each([
    ['Türkiye, mobile', 'Call 0532 123 45 67 today.', '0532 123 45 67'],
    ['Türkiye, international', 'WhatsApp +90 532 123 45 67.', '+90 532 123 45 67'],
    ['Germany', 'Telefon 030 12345678 jederzeit.', '030 12345678'],
    ['France', 'Appelez le 06 12 34 56 78.', '06 12 34 56 78'],
    ['United Kingdom', 'Ring +44 20 7946 0958.', '+44 20 7946 0958'],
    ['United States', 'Call (212) 555-0143 anytime.', '(212) 555-0143'],
    [
      'an e-mail address',
      'Write to sales.team@example-coaches.com for details.',
      'sales.team@example-coaches.com',
    ],
    [
      'a web address',
      'More photos on www.example-coaches.com/safari please.',
      'www.example-coaches.com/safari',
    ],
  ])('are flagged: %s', async (_market, sentence, excerpt) => {
    const signals = await flagsOf(sentence);
    expect(signals.text_flags).toEqual([{ key: 'contact_details', field: 'description.en', excerpt }]);
    expect(checkOf(signals, 'contact_details')).toEqual({
      key: 'contact_details',
      passed: false,
      message:
        'Remove the phone numbers, e-mail and web addresses from the title and description: buyers reach you through the marketplace',
    });
  });

  it('are found in the title too, each one', async () => {
    const signals = await flagsOf('', 'Safari HD, call 0532 123 45 67 or info@coach.com.tr');
    expect(signals.text_flags).toEqual([
      { key: 'contact_details', field: 'title.en', excerpt: '0532 123 45 67' },
      { key: 'contact_details', field: 'title.en', excerpt: 'info@coach.com.tr' },
    ]);
  });

  it('are not prices, mileages, years, seat counts or a model number before its year', async () => {
    const signals = await flagsOf(
      'Price 4.500.000 TL or 1,250,000 USD; 450000 km since 2015, 49+1+1 seats, Euro 6, 12 m long. ' +
        'Like our Volvo 9700 2014 – 54 places and Setra 515 2019.',
    );
    expect(signals.text_flags).toEqual([]);
    expect(checkOf(signals, 'contact_details').passed).toBe(true);
  });
});

describe('the description language', () => {
  it('flags a Turkish description on an English ad', async () => {
    const ad = await t.createAd(
      t.tokens.DEALER,
      healthyBody(t, { description: { en: TURKISH_DESCRIPTION } }),
    );
    const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
    expect(checkOf(signals, 'description_language')).toEqual({
      key: 'description_language',
      passed: false,
      message: "Write the description in the advertisement's language: it reads as another language",
    });
    expect(signals.text_flags).toEqual([
      { key: 'language_mismatch', field: 'description.en', excerpt: TURKISH_DESCRIPTION.slice(0, 80) },
    ]);
    const arabic = (await signalsOf(t, t.tokens.DEALER, ad.id, 'ar')).signals;
    expect(checkOf(arabic, 'description_language').message).toBe(
      'اكتب الوصف بلغة الإعلان: يبدو أنه بلغة أخرى',
    );
  });

  it('passes an English description on an English ad and a Turkish one on a Turkish ad', async () => {
    const english = await t.createAd(t.tokens.DEALER, healthyBody(t));
    const turkish = await t.createAd(
      t.tokens.DEALER,
      healthyBody(t, {
        lang: 'tr',
        title: { tr: 'Temiz Safari HD' },
        description: { tr: TURKISH_DESCRIPTION },
      }),
    );
    for (const ad of [english, turkish]) {
      const { signals } = await signalsOf(t, t.tokens.DEALER, ad.id);
      expect(checkOf(signals, 'description_language').passed).toBe(true);
      expect(signals.text_flags).toEqual([]);
    }
  });
});
