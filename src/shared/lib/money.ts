/**
 * Money and numbers on the screens: the one rule of contracts/format.ts (decision 0023), shared with the
 * bank's texts. 'Rp10.000' / 'Rp10,000', '1,95%' / '1.95%'; the language is the reader's (i18n.language).
 */
export { formatNumber, formatPercent, formatRate, formatRupiah } from '../../../contracts/format';
