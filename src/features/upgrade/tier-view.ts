import { SECURITY_CODES as CODES } from '../../../contracts/codes/security';
import type { MpcLevelSchema } from '../../../contracts/entities/account';
import { PRIME_ANNUAL_INTEREST_RATE } from '../../../contracts/entities/upgrade';
import { WALLET_TIERS } from '../../../contracts/entities/wallet';
import { ROUTES } from '../../shared/navigation/routes';
import type { z } from 'zod/mini';

/** A wallet tier as the bank answers it (mpcLevel): 1 Allo Pay, 2 Allo Pay+, 3 Allo Prime. */
export type MpcLevel = z.infer<typeof MpcLevelSchema>;

/** The two upgrades: to Allo Pay+ (middle, registered e-money) and to Allo Prime (high, savings). */
export type UpgradeTarget = 'middle' | 'prime';

export const TARGET_LEVEL: Record<UpgradeTarget, MpcLevel> = { middle: '2', prime: '3' };
export const TARGET_ROUTE: Record<UpgradeTarget, string> = {
  middle: ROUTES.UPGRADE_MIDDLE,
  prime: ROUTES.UPGRADE_PRIME,
};

/** Whether a wallet at `level` holds the target tier (or a higher one). */
export function holds(level: MpcLevel, target: UpgradeTarget): boolean {
  return Number(level) >= Number(TARGET_LEVEL[target]);
}

/** One line of what an upgrade changes: a cap (rupiah, null for none) or the savings interest rate. */
export interface Gain {
  key: 'balanceCap' | 'incomingCap' | 'interest';
  /** Rupiah for caps (null: no cap); the annual rate for interest (null: none). */
  from: number | string | null;
  to: number | string | null;
  /** Whether the line gets better for the customer. */
  better: boolean;
}

const interestOf = (level: MpcLevel) => (level === '3' ? PRIME_ANNUAL_INTEREST_RATE : null);

/** What moving from one tier to another changes (spec sections 6 and 9), in the order shown. */
export function gainsOf(from: MpcLevel, to: MpcLevel): Gain[] {
  const a = WALLET_TIERS[from];
  const b = WALLET_TIERS[to];
  const capBetter = (x: number | null, y: number | null) => (y === null ? x !== null : x !== null && y > x);
  return [
    {
      key: 'balanceCap',
      from: a.balanceCap,
      to: b.balanceCap,
      better: capBetter(a.balanceCap, b.balanceCap),
    },
    {
      key: 'incomingCap',
      from: a.monthlyIncomingCap,
      to: b.monthlyIncomingCap,
      better: capBetter(a.monthlyIncomingCap, b.monthlyIncomingCap),
    },
    {
      key: 'interest',
      from: interestOf(from),
      to: interestOf(to),
      better: interestOf(to) !== interestOf(from),
    },
  ];
}

/** What the result screen shows, from the tier the bank answers now and the refusal the upgrade got. */
export type UpgradeOutcome = 'success' | 'unsuccessful' | 'validation-failed' | 'none';

export function outcomeOf(target: UpgradeTarget, level: MpcLevel, code: string | null): UpgradeOutcome {
  // The bank's tier decides: a link claiming a failure shows success once the tier is held.
  if (holds(level, target)) return 'success';
  if (code === CODES.UPGRADE_UNSUCCESSFUL.code) return 'unsuccessful';
  if (code === CODES.UPGRADE_VALIDATION_FAILED.code) return 'validation-failed';
  return 'none';
}

/** ROUTES.UPGRADE_RESULT for a target, with the refusal's return code when there was one. */
export function resultPath(target: UpgradeTarget, code?: string): string {
  const query = new URLSearchParams({ tier: target, ...(code ? { code } : {}) });
  return `${ROUTES.UPGRADE_RESULT}?${query.toString()}`;
}

/** The target named by a result link (?tier=middle|prime), or null. */
export function targetOf(value: string | null): UpgradeTarget | null {
  return value === 'middle' || value === 'prime' ? value : null;
}

/** Refusals of upgrade/high_account that have their own result screen. */
export function hasResultScreen(code: string): boolean {
  return code === CODES.UPGRADE_UNSUCCESSFUL.code || code === CODES.UPGRADE_VALIDATION_FAILED.code;
}
