import { overrideDevice } from './device';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 40, points 9 and 10 on the Instant Cash, terms and upgrade screens, at 320 and 390 px in both
 * languages: the bar's title whole, the documents to agree to in the app's language, the confirmation saying
 * each figure once, and the Prime upgrade filled from the saved Pay Later form.
 */
const CONFIRM = '/paylater/cash/confirm?amount=3000000&term=3';

const titleIsWhole = (page: Page) =>
  page.locator('.stand-in__title').evaluate((el) => el.scrollWidth <= el.clientWidth);

const WORDS = {
  id: {
    confirm: 'KONFIRMASI',
    prime: 'UPGRADE KE PRIME',
    terms: 'Syarat dan Ketentuan Allo Prime dan Pay Later',
    due: 'Jatuh tempo pertama',
    occupation: 'Karyawan swasta',
    history: 'RIWAYAT TRANSAKSI',
  },
  en: {
    confirm: 'CONFIRM',
    prime: 'UPGRADE TO PRIME',
    terms: 'Terms and Conditions of Allo Prime and Pay Later',
    due: 'First due date',
    occupation: 'Private employee',
    history: 'TRANSACTIONS',
  },
} as const;

for (const lang of ['id', 'en'] as const) {
  for (const width of [320, 390]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });
      const words = WORDS[lang];
      const open = async (
        page: Page,
        scenario: (id: string, path?: string) => Promise<void>,
        id: string,
        path?: string,
      ) => {
        if (lang === 'en') await overrideDevice(page, { locale: 'en-US' });
        await scenario(id, path);
      };

      test('[cash.available] the confirmation: its title whole, the first due date and what arrives once each', async ({
        page,
        scenario,
      }) => {
        await open(page, scenario, 'cash.available', CONFIRM);
        await expect(page.locator('.stand-in__title')).toHaveText(words.confirm);
        expect(await titleIsWhole(page)).toBe(true);
        const screen = page.getByTestId('cash-confirm-page');
        await expect(screen.getByText(words.due, { exact: true })).toHaveCount(1);
        await expect(screen.getByText('Rp2.880.000', { exact: true })).toHaveCount(1);
      });

      test('[txn.filter] the transaction history: its title whole', async ({ page, scenario }) => {
        await open(page, scenario, 'txn.filter', '/paylater/transactions');
        await expect(page.locator('.stand-in__title')).toHaveText(words.history);
        expect(await titleIsWhole(page)).toBe(true);
      });

      test('[apply.terms-not-read] the documents to agree to are in the app language', async ({
        page,
        scenario,
      }) => {
        await open(page, scenario, 'apply.terms-not-read');
        await expect(page.getByTestId('terms-box').getByRole('heading', { name: words.terms })).toBeVisible();
      });

      test('[upgrade.prime-success] the Prime upgrade: its title whole, the saved work and address filled', async ({
        page,
        scenario,
      }) => {
        await open(page, scenario, 'upgrade.prime-prefilled');
        await expect(page.locator('.stand-in__title')).toHaveText(words.prime);
        expect(await titleIsWhole(page)).toBe(true);
        await expect(page.locator('#prime-profession-value')).toHaveText(words.occupation);
        await expect(page.locator('#prime-currentAddress')).not.toHaveValue('');
        await expect(page.locator('#prime-rt')).toHaveValue(/^\d{3}$/);
      });
    });
  }
}
