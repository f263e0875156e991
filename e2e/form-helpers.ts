import { MONTHS_LONG, shortDate } from './bank-helpers';
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures';

/** Helpers for the forms (the picker sheets, the address lookup, the PIN/OTP boxes) and the long lists. */

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A choice of the open bottom sheet (option list or the shown address level), by its name. */
export const sheetItem = (page: Page, text: string) =>
  page.getByRole('dialog').getByRole('radio', { name: text, exact: true });

/** Opens a picker field by its label and taps an option: the sheet closes with the choice. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${escape(label)} `) }).click();
  await sheetItem(page, option).click();
  await expect(page.getByRole('button', { name: `${label} ${option}`, exact: true })).toBeVisible();
  // The sheet has gone (it slides out) before the next one opens.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The address lookup: province, city, district, sub-district, each level loaded from the bank. */
export async function chooseAddress(page: Page, path: [string, string, string, string], next: string[]) {
  await page.getByRole('button', { name: /^Kelurahan, kecamatan, kota, provinsi / }).click();
  for (const [index, place] of path.entries()) {
    await sheetItem(page, place).click();
    // Wait for the next level to arrive before tapping it (a district and its sub-district may share a name).
    if (next[index]) await expect(sheetItem(page, next[index])).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Chooses a day (YYYY-MM-DD) on the date field `label`: opens its wheels, taps the year, the month and the
 * day (each wheel turns to the item tapped), confirms, and sees the field show the date.
 */
export async function pickDate(page: Page, label: string, ymd: string, confirm = 'Pilih') {
  await page.getByRole('button', { name: new RegExp(`^${escape(label)} `) }).click();
  const sheet = page.locator('.date-input__sheet');
  await expect(sheet).toBeVisible();
  const [year = '', month = '', day = ''] = ymd.split('-');
  // The wheels in the page's order: year, month, day (drawn day first).
  const wanted = [year, MONTHS_LONG[Number(month) - 1]!, String(Number(day))];
  for (const [index, text] of wanted.entries()) {
    const wheel = sheet.locator('.adm-picker-view-column').nth(index);
    // The items off the wheel's window are not hit-testable: the tap is dispatched to the item itself. A
    // tap that lands while the wheel before it still settles is lost (the kit's spring): tap again.
    await expect(async () => {
      await wheel
        .locator('.adm-picker-view-column-item-label')
        .getByText(text, { exact: true })
        .dispatchEvent('click');
      await expect(wheel.locator('.adm-picker-view-column-item[data-selected="true"]')).toHaveText(text, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
  }
  await sheet.getByRole('button', { name: confirm, exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(
    page.getByRole('button', { name: `${label} ${shortDate(ymd.replace(/-/g, ''))}` }),
  ).toBeVisible();
}

/** Types a PIN or code on the number keyboard of the six boxes named `boxes`. */
export async function enterPin(page: Page, pin: string, boxes = 'Kotak PIN 6 digit') {
  const keyboard = page.locator('.adm-number-keyboard-popup');
  if (!(await keyboard.isVisible())) await page.getByRole('button', { name: boxes }).click();
  for (const digit of pin) await keyboard.getByRole('button', { name: digit, exact: true }).click();
}

/**
 * Scrolls an infinite list until its end mark shows (the bank has no next page). Each step is retried: a row
 * can go while the list draws a new page or another filter's rows, and the step then starts again.
 */
export async function scrollToEnd(rows: Locator, end: Locator) {
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
