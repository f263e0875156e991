import { formatPercent, formatRate, formatRupiah, type Lang } from '../../../contracts';
import type { Equity } from '../../model/credit';

/**
 * The words of a Pay Later or Instant Cash coupon in the caller's language. A coupon record holds the
 * bank's Indonesian words as the coupon was issued; in English they are written from the coupon's facts
 * (type, value, cap, minimum, terms, product) when the bank answers, as the loyalty coupons are.
 */
export interface EquityTexts {
  equityName: string;
  equityContent: string;
  usageDesc: string;
}

function termsText(planTerm: string): string {
  const terms = planTerm.split(',');
  if (terms.length === 1) return `${terms[0]} months`;
  return `${terms.slice(0, -1).join(', ')} or ${terms.at(-1)} months`;
}

function englishOf(equity: Equity): EquityTexts {
  const cash = equity.equityScenario === 'CASH_LOAN';
  const product = cash ? 'Instant Cash' : 'Pay Later';
  const cap = equity.useUpperAmt > 0 ? `, up to ${formatRupiah(equity.useUpperAmt, 'en')}` : '';
  const anyTerm = equity.usePlanTerm === '-1';
  const over = anyTerm ? '' : ` over ${termsText(equity.usePlanTerm)}`;
  const value = Number(equity.equityValue);
  const usage =
    equity.useLowerAmt > 0
      ? `Valid for ${cash ? 'Instant Cash withdrawals' : 'Pay Later transactions'} from ${formatRupiah(equity.useLowerAmt, 'en')}.`
      : anyTerm
        ? `Valid for ${cash ? 'every Instant Cash term' : 'every Pay Later transaction'}.`
        : `Valid for ${product}${over}.`;
  switch (equity.equityType) {
    case 'INT_R':
      return {
        equityName: `${formatRate(equity.equityValue, 'en')} interest cut`,
        equityContent: `${product} interest ${formatRate(equity.equityValue, 'en')} a month lower${anyTerm ? ' for every term' : over}${cap}.`,
        usageDesc: usage,
      };
    case 'INT_TIC_P':
      return {
        equityName: `${formatPercent(equity.equityValue, 'en')} interest discount`,
        equityContent: `${formatPercent(equity.equityValue, 'en')} off the interest of ${product}${over}${cap}.`,
        usageDesc: usage,
      };
    case 'INT_TIC_T':
      return {
        equityName: value === 1 ? '1 month interest-free' : `${value} months interest-free`,
        equityContent:
          value === 1
            ? `No interest in the first month of ${product}${cap}.`
            : `No interest in the first ${value} months of ${product}${cap}.`,
        usageDesc: usage,
      };
  }
}

export function equityTexts(equity: Equity, lang: Lang): EquityTexts {
  if (lang === 'en') return englishOf(equity);
  return { equityName: equity.equityName, equityContent: equity.equityContent, usageDesc: equity.usageDesc };
}
