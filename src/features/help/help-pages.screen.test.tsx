// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { containing } from '../../testing/find-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/**
 * What the help centre and the terms pages show for a scenario, against the bank's core (issue 27). The PDF
 * drawn, the bank's HTML cleaned in a real page (happy-dom's parser drops the page's leading heading, so the
 * pages whose proof is that heading), and zoom and scroll stay in e2e/content.spec.ts.
 */
interface TermsPage {
  title: string;
}

const byTestId = (id: string) => textOf(screen.getByTestId(id));
const at = (view: RenderedScreen, path: RegExp) => waitFor(() => expect(view.location()).toMatch(path));
const search = (words: string) => {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: words } });
  fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
};
const firstAnswer = () => textOf(screen.getAllByTestId('faq-answer')[0]!);

describe('the help centre, against the bank’s core', () => {
  test('[faq.search-empty] a question the FAQ does not hold: the no-result message and the way to the topics', async () => {
    const view = await renderScreen('help.faq-search-empty');
    const none = await answerOf<{ items: unknown[] }>(view, '/ams/help/query/search_faq', {
      keyword: 'kartu emas',
    });
    expect(none.items).toEqual([]);
    const empty = await screen.findByTestId('faq-search-empty');
    await waitFor(() =>
      expect(textOf(within(empty).getByRole('heading'))).toBe('Maaf, kami tidak dapat menemukannya'),
    );
    expect(textOf(empty)).toContain(
      'Tidak ada pertanyaan untuk “kartu emas”. Periksa ejaan atau coba kata kunci lain, atau hubungi layanan pelanggan 24/7.',
    );

    // Words the FAQ holds find their questions.
    search('limit');
    const found = await answerOf<{ items: Array<{ question: string }> }>(view, '/ams/help/query/search_faq', {
      keyword: 'limit',
    });
    await waitFor(() =>
      expect(byTestId('faq-search-count')).toBe(`${found.items.length} jawaban untuk “limit”`),
    );
    const questions = screen.getAllByTestId('faq-question').map(textOf);
    expect(questions).toHaveLength(found.items.length);
    found.items.forEach((q, i) => expect(questions[i]).toContain(q.question));
    fireEvent.click(screen.getByText(containing('Berapa limit Pay Later yang bisa saya dapatkan?')));
    await waitFor(() =>
      expect(firstAnswer()).toBe(
        'Limit Pay Later berkisar dari Rp500.000 sampai Rp100.000.000, sesuai hasil penilaian kredit. Untuk limit di atas Rp50.000.000 diperlukan NPWP.',
      ),
    );

    // From the empty result to the help centre: customer service 24/7 and the FAQ by topic.
    search('kartu emas');
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat semua topik bantuan' }));
    await at(view, /\/help$/);
    await waitFor(() => expect(byTestId('help-support')).toContain('Layanan pelanggan 24/7'));
    fireEvent.click(await screen.findByText(containing('Siapa yang dapat menggunakan layanan ini?')));
    await waitFor(() =>
      expect(firstAnswer()).toContain(
        'Pengguna terdaftar yang merupakan Warga Negara Indonesia dan berusia 21 sampai 55 tahun.',
      ),
    );
    expect(firstAnswer()).toContain('Pay Later hanya tersedia bagi pengguna terpilih (whitelist).');
    fireEvent.click(screen.getByRole('option', { name: 'Keamanan' }));
    await waitFor(() =>
      expect(textOf(screen.getAllByTestId('faq-question')[0]!)).toBe(
        'Apakah bank pernah meminta kode OTP saya?',
      ),
    );
  });

  const TERMS = [
    {
      doc: 'wallet-tiers',
      facts: [
        'saldo paling banyak Rp2.000.000',
        'dana masuk paling banyak Rp20.000.000 per bulan',
        'tanpa batas dana masuk',
      ],
    },
    {
      doc: 'loyalty',
      facts: ['Starter: 0 sampai 1.999.999 poin.', 'Premium: mulai 5.000.000 poin.', 'Poin berlaku 5 tahun'],
    },
    {
      doc: 'prime-savings',
      facts: ['bunga 5% per tahun, dihitung dari saldo harian', 'Lembaga Penjamin Simpanan'],
    },
    {
      doc: 'time-deposit',
      facts: [
        'hanya dapat dicairkan pada tanggal jatuh tempo',
        'dibayarkan pada hari kerja berikutnya',
        '365 hari',
      ],
    },
    { doc: 'paylater', facts: ['Rp500.000 sampai Rp100.000.000', 'lebih dari 90 hari', '30 hari kerja'] },
    { doc: 'instant-cash', facts: ['satu kali setiap bulan', 'sekitar 3 detik'] },
  ];
  for (const c of TERMS) {
    test(`[terms.pages] the ${c.doc} terms: the bank’s text with its facts, its version, and the way to its PDF`, async () => {
      const view = await renderScreen('help.terms-pages', { path: `/legal?doc=${c.doc}` });
      const terms = await answerOf<TermsPage>(view, '/ams/help/query/terms_page', { doc: c.doc });
      const doc = await screen.findByTestId('legal-doc');
      await waitFor(() => expect(textOf(doc)).toContain(c.facts[0]));
      for (const fact of c.facts) expect(textOf(doc)).toContain(fact);
      expect(byTestId('legal-version')).toBe('Versi 2026.10 · berlaku sejak 1 Oktober 2026');
      fireEvent.click(screen.getByRole('button', { name: 'Lihat versi PDF' }));
      await at(view, new RegExp(`/pdf-viewer\\?doc=${c.doc}$`));
      await waitFor(() => expect(byTestId('pdf-title')).toBe(terms.title));
    });
  }
});
