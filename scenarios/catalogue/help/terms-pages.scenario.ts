import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'help.terms-pages',
  title: 'Terms pages of the six products',
  description:
    'The wallet tiers terms (Allo Pay Rp2.000.000, Allo Pay+ Rp10.000.000 and Rp20.000.000 a month incoming, Allo Prime no limit) open from the bank as sanitized HTML with their version; /legal lists the others (loyalty, Prime savings, time deposit, Pay Later, Instant Cash), each with "Lihat versi PDF".',
  tags: ['help'],
  covers: ['terms.pages'],
  path: '/legal?doc=wallet-tiers',
});
