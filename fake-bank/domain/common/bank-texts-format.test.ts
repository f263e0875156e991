import { describe, expect, it } from 'vitest';
import { misformattedFigures } from '../../../contracts/format-check';
import { faqList } from '../content/content-faq';
import { TERMS_DOCUMENTS as HELP_TERMS } from '../content/content-terms';
import { AGREED_DOCUMENTS as ONBOARDING_TERMS } from '../content/content-agreed-documents';

/**
 * The bank's fixed texts write money and times as the screens do (decision 0023): 'Rp10.000' and
 * '00.00 WIB' in Indonesian, 'Rp10.000' and '00:00 WIB' in English. The texts it puts together (coupons,
 * deals) use contracts/format.ts itself.
 */
const wrongIn = (texts: string[], lang: 'id' | 'en') =>
  texts.flatMap((text) =>
    misformattedFigures(text, lang).map((figure) => `${figure} in "${text.slice(0, 60)}…"`),
  );

describe("the bank's fixed texts follow the money and time rule", () => {
  for (const lang of ['id', 'en'] as const) {
    it(`the help centre's questions and terms (${lang})`, () => {
      const faq = faqList(lang).flatMap((c) => c.items.flatMap((item) => [item.question, item.answer]));
      const terms = HELP_TERMS.flatMap((doc) => [doc.title[lang], doc.html[lang]]);
      expect(wrongIn([...faq, ...terms], lang)).toEqual([]);
    });
  }

  it('the terms agreed at onboarding (Indonesian)', () => {
    expect(
      wrongIn(
        ONBOARDING_TERMS.flatMap((doc) => [doc.title, doc.content]),
        'id',
      ),
    ).toEqual([]);
  });
});
