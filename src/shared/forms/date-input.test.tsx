// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { applyLocale, loadTexts } from '../../i18n';
import { DateInput } from './date-input';

async function openPicker(lang: 'id' | 'en') {
  await act(async () => {
    applyLocale(lang);
    await loadTexts('frame');
  });
  render(
    <DateInput
      id="dob"
      label="Tanggal lahir"
      value="1990-05-17"
      onChange={() => undefined}
      min="1971-01-01"
      max="2005-12-31"
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: /17/ }));
  await waitFor(() =>
    expect(document.querySelectorAll('.adm-picker-view-column[role="group"]')).toHaveLength(3),
  );
  const view = document.querySelector('.date-input__sheet .adm-picker-view')!;
  // The reading order: the wheels aria-owns lists, in that order, by their names.
  const read = (view.getAttribute('aria-owns') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.getAttribute('aria-label'));
  return { name: view.getAttribute('aria-label'), role: view.getAttribute('role'), read };
}

describe('the birth-date wheels read day, month, year, as the sheet shows them', () => {
  afterEach(() => cleanup());

  test('in Indonesian', async () => {
    const picker = await openPicker('id');
    expect(picker.role).toBe('group');
    expect(picker.name).toBe('Pilih tanggal, bulan, lalu tahun');
    expect(picker.read).toEqual(['Tanggal', 'Bulan', 'Tahun']);
  });

  test('in English', async () => {
    const picker = await openPicker('en');
    expect(picker.name).toBe('Choose the day, the month, then the year');
    expect(picker.read).toEqual(['Day', 'Month', 'Year']);
  });
});
