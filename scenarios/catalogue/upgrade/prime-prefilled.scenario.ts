import { sampleExtInfo } from '../../../fake-bank/model/onboarding';
import { defineScenario } from '../../define-scenario';
import { UPGRADE_PRIME_PATH } from './upgrade-seed';

export default defineScenario({
  id: 'upgrade.prime-prefilled',
  title: 'Allo Prime upgrade after the Pay Later form: work, income and address already filled',
  description:
    'As upgrade.prime, for a customer whose Pay Later form was saved (query/ext_cust_info): the Prime data form starts with the occupation, industry, position, source and range of income, account purpose, NPWP and the home address (place, postal code, street, RT and RW) the form took, so nothing is asked twice; the customer checks it and upgrades.',
  tags: ['upgrade', 'wallet'],
  covers: ['upgrade.prime-success'],
  path: UPGRADE_PRIME_PATH,
  seed: (state, faker) => {
    state.customer.mpcLevel = '2';
    state.onboarding.extInfo = sampleExtInfo(faker, {
      clockIso: state.customer.createdAt,
      customer: state.customer,
    });
  },
});
