import { defineScenario } from '../../define-scenario';
import { flagSecurityRisk } from '../../generators/credit-presets';
import { resultPathOf } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.prime-unsuccessful',
  title: 'Upgrade to Allo Prime unsuccessful',
  description:
    "An Allo Pay+ customer the bank's criteria refuse (risk code 1): upgrade/high_account answered 80433050, so the result says the upgrade was unsuccessful and the account stays Allo Pay+. Sending the Prime form again is unsuccessful again.",
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.prime-unsuccessful'],
  path: resultPathOf('prime', '80433050'),
  seed: (state) => {
    state.customer.mpcLevel = '2';
    flagSecurityRisk(state, '1');
  },
});
