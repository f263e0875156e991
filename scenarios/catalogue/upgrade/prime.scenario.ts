import { defineScenario } from '../../define-scenario';
import { UPGRADE_PRIME_PATH } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.prime',
  title: 'Allo Pay+ wallet offered the upgrade to Allo Prime',
  description:
    'A registered customer on Allo Pay+ (mpcLevel 2): the Prime upgrade shows what Allo Prime gives (5,00% a year, no balance or money-in cap), then the Prime data form (the same as the application\'s) sent with upgrade/high_account. Inputs: a valid form (address DKI Jakarta > Kota Jakarta Pusat > Gambir > Gambir, postal code 10110) succeeds; postal code 00000 is unsuccessful; 99999 is "data validation failed, try later"; bad RT, NPWP or postal code are refused under their fields.',
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.prime-success', 'upgrade.prime-unsuccessful', 'upgrade.validation-failed'],
  path: UPGRADE_PRIME_PATH,
  hint: 'Postal code 00000: unsuccessful; 99999: validation failed; 10110 succeeds.',
  seed: (state) => {
    state.customer.mpcLevel = '2';
  },
});
