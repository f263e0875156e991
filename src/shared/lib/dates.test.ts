import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import enCommon from '../../i18n/en/common';
import idCommon from '../../i18n/id/common';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatTime,
  formatWeekdayDate,
  monthName,
  runtimeMonthName,
  runtimeWeekdayName,
} from './dates';

describe('dates: day month year, short in lists, long on details (decision 0023)', () => {
  it('writes a short date', () => {
    expect(formatDate('20261211', 'id')).toBe('11\u00a0Des\u00a02026');
    expect(formatDate('20261211', 'en')).toBe('11\u00a0Dec\u00a02026');
    expect(formatDate('20260817', 'id')).toBe('17\u00a0Agu\u00a02026');
    expect(formatDate('20260917', 'en')).toBe('17\u00a0Sep\u00a02026');
    expect(formatDate('20260501', 'id')).toBe('1\u00a0Mei\u00a02026');
  });

  it('writes a long date', () => {
    expect(formatDate('20261226', 'id', 'long')).toBe('26\u00a0Desember\u00a02026');
    expect(formatDate('20261226', 'en', 'long')).toBe('26\u00a0December\u00a02026');
  });

  it('reads the bank date forms and leaves anything else as it came', () => {
    expect(formatDate('2026-11-21', 'id')).toBe('21\u00a0Nov\u00a02026');
    expect(formatDate('20261121095900', 'id')).toBe('21\u00a0Nov\u00a02026');
    expect(formatDate('', 'id')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('writes a moment with its time in WIB: 09.59 in Indonesian, 09:59 in English', () => {
    expect(formatDateTime('20261121095900', 'id')).toBe('21\u00a0Nov\u00a02026, 09.59\u00a0WIB');
    expect(formatDateTime('20261121095900', 'en')).toBe('21\u00a0Nov\u00a02026, 09:59\u00a0WIB');
    expect(formatDateTime('20261122000000', 'id', 'long')).toBe('22\u00a0November\u00a02026, 00.00\u00a0WIB');
    expect(formatDateTime('20261122000000', 'en', 'long')).toBe('22\u00a0November\u00a02026, 00:00\u00a0WIB');
    expect(formatTime('20261122080000', 'id')).toBe('08.00\u00a0WIB');
    expect(formatDateTime('2026112209', 'id')).toBe('2026112209');
  });

  it('names months and weekdays', () => {
    expect(formatMonth('202611', 'id')).toBe('November 2026');
    expect(formatMonth('202602', 'en')).toBe('February 2026');
    expect(monthName(12, 'id', 'short')).toBe('Des');
    expect(monthName(9, 'en', 'short')).toBe('Sep');
    expect(formatWeekdayDate('20261122080000', 'id')).toBe('Minggu, 22\u00a0Nov\u00a02026');
    expect(formatWeekdayDate('20261122080000', 'en')).toBe('Sunday, 22\u00a0Nov\u00a02026');
  });

  it('keeps each language and style apart while it reuses its formatters', () => {
    for (let round = 0; round < 2; round++) {
      expect(monthName(12, 'id', 'short')).toBe('Des');
      expect(monthName(12, 'id', 'long')).toBe('Desember');
      expect(monthName(12, 'en', 'short')).toBe('Dec');
      expect(monthName(12, 'en', 'long')).toBe('December');
      expect(formatWeekdayDate('20261123', 'id')).toBe('Senin, 23\u00a0Nov\u00a02026');
      expect(formatWeekdayDate('20261123', 'en')).toBe('Monday, 23\u00a0Nov\u00a02026');
    }
  });

  it('writes a running call as minutes and seconds', () => {
    expect(formatDuration(125)).toBe('02:05');
    expect(formatDuration(0)).toBe('00:00');
  });
});

describe('month and weekday names from the texts, not from a runtime formatter made on a first draw', () => {
  it('the texts name every month and weekday as the runtime does, in both languages', () => {
    for (const [lang, texts] of [
      ['id', idCommon],
      ['en', enCommon],
    ] as const) {
      for (let month = 1; month <= 12; month++) {
        expect(texts.dates.monthsShort[month - 1], `${lang} ${month}`).toBe(
          runtimeMonthName(month, lang, 'short'),
        );
        expect(texts.dates.monthsLong[month - 1], `${lang} ${month}`).toBe(
          runtimeMonthName(month, lang, 'long'),
        );
      }
      for (let day = 0; day < 7; day++)
        expect(texts.dates.weekdays[day], `${lang} ${day}`).toBe(runtimeWeekdayName(day, lang));
    }
  });

  it('writes the names of the loaded texts (Indonesian here), the runtime names for a language not loaded', () => {
    // A copy: the store merges into the objects it holds.
    const names = structuredClone(i18n.getResource('id', 'common', 'dates') as typeof idCommon.dates);
    const marked = {
      monthsShort: names.monthsShort.map((name) => `${name}*`),
      monthsLong: names.monthsLong.map((name) => `${name}*`),
      weekdays: names.weekdays.map((name) => `${name}*`),
    };
    i18n.addResourceBundle('id', 'common', { dates: marked }, true, true);
    try {
      expect(formatDate('20260817', 'id')).toBe('17\u00a0Agu*\u00a02026');
      expect(formatMonth('202611', 'id')).toBe('November* 2026');
      expect(formatWeekdayDate('20261122', 'id')).toBe('Minggu*, 22\u00a0Nov*\u00a02026');
      expect(formatDate('20260817', 'en')).toBe('17\u00a0Aug\u00a02026');
    } finally {
      i18n.addResourceBundle('id', 'common', { dates: names }, true, true);
    }
    expect(formatDate('20260817', 'id')).toBe('17\u00a0Agu\u00a02026');
  });
});
