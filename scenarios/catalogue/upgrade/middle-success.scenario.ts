import { defineScenario } from '../../define-scenario';
import { resultPathOf } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.middle-success',
  title: 'Upgraded to Allo Pay+',
  description:
    'A customer whose wallet is now Allo Pay+ (mpcLevel 2, registered e-money): the upgrade result says so with the new caps (balance up to Rp10.000.000, money in Rp20.000.000 a month) and leads to the wallet home, or on to Allo Prime.',
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.middle-success'],
  path: resultPathOf('middle'),
  seed: (state) => {
    state.customer.mpcLevel = '2';
  },
});
