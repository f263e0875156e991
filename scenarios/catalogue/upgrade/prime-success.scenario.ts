import { defineScenario } from '../../define-scenario';
import { resultPathOf, seedAlloPrime } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.prime-success',
  title: 'Upgraded to Allo Prime',
  description:
    'A customer who just upgraded to Allo Prime (mpcLevel 3, security.prime): the result shows the savings account the upgrade opened (mpc_balance answers it, acctType SAVINGS), 5,00% a year and no caps, and leads to the wallet home.',
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.prime-success'],
  path: resultPathOf('prime'),
  seed: (state, faker) => {
    seedAlloPrime(state, faker);
  },
});
