import { describe, expect, it } from 'vitest';
import {
  MINUS,
  formatClock,
  formatNumber,
  formatPercent,
  formatRate,
  formatRupiah,
  formatWibHours,
  formatWibTime,
} from './format';

describe('rupiah, one rule for the screens and the bank (decision 0023)', () => {
  it('writes Rp straight before the figure, dots in Indonesian', () => {
    expect(formatRupiah('1250000', 'id')).toBe('Rp1.250.000');
    expect(formatRupiah(100_000_000, 'id')).toBe('Rp100.000.000');
    expect(formatRupiah(10_000, 'id-ID')).toBe('Rp10.000');
    expect(formatRupiah('0', 'id')).toBe('Rp0');
    expect(formatRupiah(999, 'id')).toBe('Rp999');
  });

  it('groups with dots in English too (section 9, decision 0035)', () => {
    expect(formatRupiah('1250000', 'en')).toBe('Rp1.250.000');
    expect(formatRupiah(10_000, 'en-US')).toBe('Rp10.000');
    expect(formatRupiah(999_999_999_999_999, 'en')).toBe('Rp999.999.999.999.999');
  });

  it('has no space or other break between Rp and the figure', () => {
    for (const lang of ['id', 'en']) expect(formatRupiah(1482423, lang)).toMatch(/^Rp\d[\d.,]*$/);
  });

  it('keeps whole rupiah and a minus sign below zero', () => {
    expect(formatRupiah('1250000.6', 'id')).toBe('Rp1.250.001');
    expect(formatRupiah(-5000, 'id')).toBe(`${MINUS}Rp5.000`);
    expect(formatRupiah(-0.2, 'en')).toBe('Rp0');
  });

  it('signs money moving in or out whatever the figure', () => {
    expect(formatRupiah(20_000, 'id', 'out')).toBe('\u2212Rp20.000');
    expect(formatRupiah('350000', 'en', 'out')).toBe('\u2212Rp350.000');
    expect(formatRupiah(20_000, 'id', 'in')).toBe('+Rp20.000');
  });

  it('writes a dash for what is not a number', () => {
    expect(formatRupiah('abc', 'id')).toBe('-');
    expect(formatRupiah('', 'en')).toBe('-');
    expect(formatRupiah(Number.NaN, 'id')).toBe('-');
  });
});

describe('numbers and rates in the reader language', () => {
  it('groups plain numbers', () => {
    expect(formatNumber('700160', 'id')).toBe('700.160');
    expect(formatNumber('700160', 'en')).toBe('700,160');
    expect(formatNumber(-12000, 'id')).toBe(`${MINUS}12.000`);
    expect(formatNumber('x', 'id')).toBe('-');
  });

  it('keeps two decimals on rates: a decimal comma in Indonesian, a point in English', () => {
    expect(formatRate('1.95', 'id')).toBe('1,95%');
    expect(formatRate('1.95', 'en')).toBe('1.95%');
    expect(formatRate(3, 'id')).toBe('3,00%');
    expect(formatRate(0.5, 'en')).toBe('0.50%');
    expect(formatRate(1234.5, 'en')).toBe('1,234.50%');
  });

  it('writes a percentage with the decimals it has', () => {
    expect(formatPercent('50', 'id')).toBe('50%');
    expect(formatPercent(12.5, 'id')).toBe('12,5%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(1.95, 'id')).toBe('1,95%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});

describe('times of day', () => {
  it('writes 00.00 in Indonesian and 00:00 in English', () => {
    expect(formatClock('00:00', 'id')).toBe('00.00');
    expect(formatClock('0930', 'en')).toBe('09:30');
    expect(formatClock('235959', 'id')).toBe('23.59');
    expect(formatClock('9:3', 'id')).toBe('');
  });

  it('says WIB, never on a line of its own', () => {
    expect(formatWibTime('000000', 'id')).toBe('00.00\u00a0WIB');
    expect(formatWibTime('10:00', 'en')).toBe('10:00\u00a0WIB');
    expect(formatWibHours('08:00', '20:00', 'id')).toBe('08.00–20.00\u00a0WIB');
    expect(formatWibHours('08:00', '20:00', 'en')).toBe('08:00–20:00\u00a0WIB');
  });
});
