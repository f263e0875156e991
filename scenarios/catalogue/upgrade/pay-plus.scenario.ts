import { defineScenario } from '../../define-scenario';
import { UPGRADE_MIDDLE_PATH, seedAlloPay } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.pay-plus',
  title: 'Allo Pay wallet offered the upgrade to Allo Pay+',
  description:
    'A registered customer on Allo Pay (mpcLevel 1, balance under the Rp2.000.000 cap): the upgrade screen shows what Allo Pay+ gives (balance up to Rp10.000.000, money in Rp20.000.000 a month); one tap sends upgrade/middle_account and the result shows Allo Pay+ as mpc_balance answers it.',
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.middle-success'],
  path: UPGRADE_MIDDLE_PATH,
  seed: (state, faker) => {
    seedAlloPay(state, faker);
  },
});
