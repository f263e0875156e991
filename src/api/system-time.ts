/** The bank's clock as last seen in any answer's system_time (yyyymmddhhmmss, WIB). */
let systemTime: string | undefined;

export function storeSystemTime(value: string | undefined): void {
  if (value && /^\d{14}$/.test(value)) systemTime = value;
}

export function getSystemTime(): string | undefined {
  return systemTime;
}

/** The bank's date as a Date (WIB wall time read as UTC+7), or the device clock before any answer. */
export function bankNow(): Date {
  if (!systemTime) return new Date();
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((i, n) =>
    Number(systemTime!.slice(i, n === 0 ? 4 : i + 2)),
  );
  return new Date(Date.UTC(y!, mo! - 1, d!, h! - 7, mi!, s!));
}

/** The bank's day in WIB, 'YYYY-MM-DD': a form's date range follows the bank, not the phone's UTC date. */
export function bankToday(): string {
  const wib = new Date(bankNow().getTime() + 7 * 3_600_000);
  return wib.toISOString().slice(0, 10);
}
