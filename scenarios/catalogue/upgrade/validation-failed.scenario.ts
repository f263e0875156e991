import { defineScenario } from '../../define-scenario';
import { resultPathOf } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.validation-failed',
  title: 'Upgrade: data validation failed, try later',
  description:
    'The bank\'s data validation is out until 12:00 WIB (wallet.upgradeValidationDownUntil): upgrade/high_account answered 80433051, so the result says data validation failed, try later; the account stays Allo Pay+. "Coba lagi" opens the form, refused the same way until the clock passes 12:00 (POST /__fake-bank/clock { "advanceMinutes": 121 }), then the upgrade goes through.',
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.validation-failed'],
  path: resultPathOf('prime', '80433051'),
  clock: '2026-11-21T10:00:00+07:00',
  seed: (state) => {
    state.customer.mpcLevel = '2';
    state.wallet.upgradeValidationDownUntil = '2026-11-21T12:00:00+07:00';
  },
});
