// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

/**
 * Each document's opening words as the terms box shows them (by text: happy-dom's parse of the sanitised
 * HTML keeps the words but not always the leading heading element).
 */
const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('.terms-doc')].map(
    (doc) => textOf(doc).split(/ (?=Effective|Berlaku|1\. )/)[0],
  );

/** Issue 40: the documents to agree to stayed Indonesian in English; the bank answers them in the app's language. */
describe('the terms screen reads the documents in the app language', () => {
  test('[apply.terms-not-read] in English, the documents are English', async () => {
    const { container } = await renderScreen('apply.terms-not-read', { lang: 'en' });
    await waitFor(() =>
      expect(titles(container)).toEqual([
        'Terms and Conditions of Allo Prime and Pay Later',
        'Terms and Conditions of Instant Cash',
        'Personal Data Use Consent',
      ]),
    );
    expect(textOf(container.querySelector('.terms-doc'))).toContain('Please read these Terms to the end');
  });

  test('[apply.terms-not-read] in Indonesian, the documents are Indonesian', async () => {
    const { container } = await renderScreen('apply.terms-not-read');
    await waitFor(() =>
      expect(titles(container)).toEqual([
        'Syarat dan Ketentuan Allo Prime dan Pay Later',
        'Syarat dan Ketentuan Instant Cash',
        'Persetujuan Penggunaan Data Pribadi',
      ]),
    );
  });
});
