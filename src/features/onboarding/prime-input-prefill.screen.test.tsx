// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { callsTo } from '../../testing/bank-control';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

type Saved = Record<string, string>;

/** What the Pay Later form saved, as the bank answers it (query/ext_cust_info). */
async function savedInfo(view: RenderedScreen): Promise<Saved> {
  return (await view.bankCall<Saved>('/ams/account/query/ext_cust_info', {})).ret_data;
}

const picked = (container: HTMLElement, id: string) => textOf(container.querySelector(`#prime-${id}-value`));
const typed = (container: HTMLElement, id: string) =>
  (container.querySelector(`#prime-${id}`) as HTMLInputElement | null)?.value;

/**
 * Issue 40 point 10: the application's own Prime step (/prime/input, right after the Pay Later form) does not
 * ask again for the work, income and address the form just took; the customer can still change them.
 */
describe('the PRIME_INPUT step starts from the Pay Later form', () => {
  test('[flow.next-prime-input] work, income and address come filled from query/ext_cust_info', async () => {
    const view = await renderScreen('flow.next-prime-input', { path: '/prime/input' });
    await screen.findByTestId('prime-form');
    const saved = await savedInfo(view);
    const { container } = view;
    expect(picked(container, 'profession')).toBe('Karyawan swasta');
    expect(picked(container, 'businessFields')).toBe('Perdagangan');
    expect(picked(container, 'post')).toBe('Staf');
    expect(picked(container, 'sourceOfMoney')).toBe('Gaji');
    expect(picked(container, 'monthlyIncome')).toBe('Rp10.000.001 - Rp25.000.000');
    expect(picked(container, 'openingAccountPurposes')).toBe('Pinjaman atau kredit');
    expect(picked(container, 'place')).toContain(saved.subDistrict);
    expect(typed(container, 'currentAddress')).toBe(saved.address);
    expect(typed(container, 'postCode')).toBe(saved.zipCode);
    expect(`${typed(container, 'rt')}/${typed(container, 'rw')}`).toBe(saved.rtrw);
    expect(typed(container, 'taxId')).toBe(saved.taxId);
    expect(textOf(container)).toContain('sudah diisi dari formulir Pay Later: periksa, ubah bila perlu.');
  });

  test('[flow.next-prime-input] a prefilled answer can be changed, and the changed one is sent', async () => {
    const view = await renderScreen('flow.next-prime-input', { path: '/prime/input' });
    await screen.findByTestId('prime-form');
    const sent = callsTo('/upgrade/high_account');

    fireEvent.click(view.container.querySelector('#prime-profession')!);
    const sheet = await screen.findByRole('radiogroup', { name: 'Pekerjaan' });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Wiraswasta' }));
    await waitFor(() => expect(picked(view.container, 'profession')).toBe('Wiraswasta'));
    const street = screen.getByRole('textbox', { name: 'Nama jalan dan nomor rumah' });
    fireEvent.change(street, { target: { value: 'Jl. Cikini Raya No. 73' } });

    fireEvent.click(screen.getByTestId('prime-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const body = JSON.parse(sent()[0]!) as Saved;
    expect(body.profession).toBe('ENTREPRENEUR');
    expect(body.currentAddress).toBe('Jl. Cikini Raya No. 73');
    // The rest went as the form took it: nothing else was asked.
    expect(body.businessFields).toBe('TRADE');
    await waitFor(() => expect(view.location()).not.toMatch(/\/prime\/input$/));
  });

  test('[flow.next-prime-input] in English, the same answers in English words', async () => {
    const { container } = await renderScreen('flow.next-prime-input', { path: '/prime/input', lang: 'en' });
    await screen.findByTestId('prime-form');
    expect(picked(container, 'profession')).toBe('Private employee');
    expect(picked(container, 'post')).toBe('Staff');
    expect(textOf(container)).toContain('filled in from your Pay Later form');
  });
});
