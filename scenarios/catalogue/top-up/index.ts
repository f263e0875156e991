import type { Scenario } from '../../define-scenario';
import bankTransfer from './bank-transfer.scenario';
import debitCard from './debit-card.scenario';
import minimum from './minimum.scenario';
import minimumEnglish from './minimum-english.scenario';
import offlineStore from './offline-store.scenario';
import qris from './qris.scenario';
import tierCap from './tier-cap.scenario';
import tierCapIncoming from './tier-cap-incoming.scenario';

/** The topup scenarios (one *.scenario.ts file each in this folder). */
export const topupScenarios: Scenario[] = [
  bankTransfer,
  debitCard,
  qris,
  offlineStore,
  minimum,
  minimumEnglish,
  tierCap,
  tierCapIncoming,
];
