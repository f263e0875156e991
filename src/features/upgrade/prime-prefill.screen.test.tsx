// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

type Saved = Record<string, string>;

/** What the Pay Later form saved, as the bank answers it (query/ext_cust_info). */
async function savedInfo(view: Awaited<ReturnType<typeof renderScreen>>): Promise<Saved> {
  const answer = await view.bankCall<Saved>('/ams/account/query/ext_cust_info', {});
  return answer.ret_data;
}

const picked = (container: HTMLElement, id: string) => textOf(container.querySelector(`#prime-${id}-value`));
const typed = (container: HTMLElement, id: string) =>
  (container.querySelector(`#prime-${id}`) as HTMLInputElement | null)?.value;

/** Issue 40: the Prime step does not ask again for the work, income and address the Pay Later form took. */
describe('the Prime upgrade starts from what the bank already holds', () => {
  test('[upgrade.prime-success] occupation, income and address come filled from query/ext_cust_info', async () => {
    const view = await renderScreen('upgrade.prime-prefilled');
    await screen.findByTestId('upgrade-prime-form');
    const saved = await savedInfo(view);
    const { container } = view;
    expect(picked(container, 'profession')).toBe('Karyawan swasta');
    expect(picked(container, 'businessFields')).toBe('Perdagangan');
    expect(picked(container, 'post')).toBe('Staf');
    expect(picked(container, 'sourceOfMoney')).toBe('Gaji');
    expect(picked(container, 'monthlyIncome')).toBe('Rp10.000.001 - Rp25.000.000');
    expect(picked(container, 'openingAccountPurposes')).toBe('Pinjaman atau kredit');
    expect(typed(container, 'currentAddress')).toBe(saved.address);
    expect(typed(container, 'postCode')).toBe(saved.zipCode);
    expect(`${typed(container, 'rt')}/${typed(container, 'rw')}`).toBe(saved.rtrw);
    expect(typed(container, 'taxId')).toBe(saved.taxId);
    expect(picked(container, 'place')).toContain(saved.subDistrict);
    // The customer is told where the answers come from, to check them.
    expect(textOf(container)).toContain('sudah diisi dari pengajuan Pay Later: periksa, ubah bila perlu.');

    // Nothing left to ask: sending it opens Allo Prime.
    fireEvent.click(screen.getByTestId('prime-submit'));
    await waitFor(() => expect(view.location()).toMatch(/^\/upgrade\/result/));
  });

  test('[upgrade.prime-success] in English, the same answers in English words', async () => {
    const { container } = await renderScreen('upgrade.prime-prefilled', { lang: 'en' });
    await screen.findByTestId('upgrade-prime-form');
    expect(picked(container, 'profession')).toBe('Private employee');
    expect(picked(container, 'post')).toBe('Staff');
    expect(textOf(container)).toContain('filled in from your Pay Later application');
  });

  test('[upgrade.prime-success] nothing saved: the form asks for everything', async () => {
    const { container } = await renderScreen('upgrade.prime');
    await screen.findByTestId('upgrade-prime-form');
    expect(picked(container, 'profession')).toBe('Pilih');
    expect(typed(container, 'currentAddress')).toBe('');
    expect(textOf(container)).toContain('Lengkapi data pekerjaan, penghasilan dan alamat tinggalmu.');
  });
});
