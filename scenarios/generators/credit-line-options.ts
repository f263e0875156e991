import type { BlockCode } from '../../fake-bank/model/credit';

/** How a generated credit line is drawn (credit-generate.ts); presets name the usual ones. */
export interface CreditLineOptions {
  creditLimit?: number;
  /** Basis points of a percent of the limit usable as cash (default 5000 = 50 %). */
  cashLimitRate?: number;
  /** Late fee per day in basis points of a percent (default 10 = 0.10 %). */
  lateFeeRate?: number;
  stmtDay?: number;
  dueDay?: number;
  blockCode?: BlockCode;
  /**
   * history: 12 months of purchases, Instant Cash, repayments, refunds and an early repayment;
   * none: a new line without any loan (W); quiet: history, but nothing billed on the current statement (N).
   */
  activity?: 'history' | 'none' | 'quiet';
  /** Statements due on or after this day (YYYYMMDD) stay unpaid; earlier ones were paid on time. Default: today. */
  unpaidFromDue?: string;
  /** Pay every printed statement, the current one too (a repaid line). */
  payCurrent?: boolean;
  /** Add an Instant Cash earlier this month (a second one this month is refused). */
  cashThisMonth?: boolean;
  /** Coupons (equities) of the line (default true). */
  coupons?: boolean;
  /** Purchases drawn for each month of the history (default 1 to 3; some are skipped to keep headroom). */
  purchasesPerMonth?: { min: number; max: number };
}
