// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

/** The text under a field once the empty form was sent. */
const errorAt = (container: HTMLElement, id: string) => textOf(container.querySelector(`#${id}-error`));

/** Section 5's generic messages: an empty picker asks to select it, an empty text input to enter it. */
describe('required fields left empty ask for what is missing', () => {
  test('[apply.form-validation] the Pay Later form: select {field}, enter {field}, all fields are required', async () => {
    const view = await renderScreen('apply.form-validation');
    fireEvent.click(await screen.findByTestId('paylater-form-submit'));
    await waitFor(() => expect(errorAt(view.container, 'pl-occupationType')).toBe('Pilih pekerjaan'));
    expect(errorAt(view.container, 'pl-place')).toBe('Pilih kelurahan, kecamatan, kota, provinsi');
    expect(errorAt(view.container, 'pl-address')).toBe('Masukkan nama jalan dan nomor rumah');
    expect(errorAt(view.container, 'pl-rtrw')).toBe('Masukkan RT/RW');
    // A field with its own rule keeps its own words.
    expect(errorAt(view.container, 'pl-emergencyContactMobile')).toBe(
      'Nomor HP harus diawali angka 8 dan terdiri dari 9 sampai 12 digit.',
    );
    expect(textOf(screen.getByTestId('paylater-form-missing'))).toBe('Semua kolom wajib diisi');
  });

  test('[apply.form-validation] in English', async () => {
    const view = await renderScreen('apply.form-validation', { lang: 'en' });
    fireEvent.click(await screen.findByTestId('paylater-form-submit'));
    await waitFor(() =>
      expect(errorAt(view.container, 'pl-occupationType')).toBe('Please select occupation'),
    );
    expect(errorAt(view.container, 'pl-address')).toBe('Please enter street and house number');
    expect(textOf(screen.getByTestId('paylater-form-missing'))).toBe('All fields are required');
  });

  test('[upgrade.prime-success] the Prime data form with nothing saved: select {field}, enter {field}', async () => {
    const view = await renderScreen('upgrade.prime');
    fireEvent.click(await screen.findByTestId('prime-submit'));
    await waitFor(() => expect(errorAt(view.container, 'prime-profession')).toBe('Pilih pekerjaan'));
    expect(errorAt(view.container, 'prime-place')).toBe('Pilih kelurahan, kecamatan, kota, provinsi');
    expect(errorAt(view.container, 'prime-currentAddress')).toBe('Masukkan nama jalan dan nomor rumah');
    expect(errorAt(view.container, 'prime-rt')).toBe('Masukkan RT');
  });

  test('[flow.next-prime-input] the Prime step after the Pay Later form: prefilled, a field emptied asks for it', async () => {
    const view = await renderScreen('flow.next-prime-input', { path: '/prime/input' });
    await screen.findByTestId('prime-form');
    // What the Pay Later form took is not asked again (issue 40): no picker asks to be selected.
    expect(textOf(view.container.querySelector('#prime-profession-value'))).toBe('Karyawan swasta');
    for (const label of ['Nama jalan dan nomor rumah', 'RT']) {
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '' } });
    }
    fireEvent.click(screen.getByTestId('prime-submit'));
    await waitFor(() =>
      expect(errorAt(view.container, 'prime-currentAddress')).toBe('Masukkan nama jalan dan nomor rumah'),
    );
    expect(errorAt(view.container, 'prime-rt')).toBe('Masukkan RT');
    expect(errorAt(view.container, 'prime-profession')).toBe('');
    expect(errorAt(view.container, 'prime-place')).toBe('');
  });
});
