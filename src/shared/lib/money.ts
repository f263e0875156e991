/**
 * Money and numbers on the screens: the one rule of contracts/format.ts (decision 0023), shared with the
 * bank's texts. 'Rp10.000' in both languages (decision 0035); '1,95%' / '1.95%' in the reader's language.
 */
export { formatNumber, formatPercent, formatRate, formatRupiah } from '../../../contracts/format';
