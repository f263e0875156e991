import { defineScenario } from '../../define-scenario';
import { PAYLATER_FLOW, advanceFlow } from '../../../fake-bank/model/onboarding';

export default defineScenario({
  id: 'apply.form-validation',
  title: 'Pay Later form refuses bad input field by field',
  description:
    'The Pay Later form with a pre-approved limit of Rp60.000.000 (so NPWP is required). Inputs: a mobile not starting with 8, the own mobile as emergency contact, mother\'s maiden name "Ibu Siti", "N/A" or "aaaa", no NPWP, a 3-digit postal code: each refused under its field; a valid form is saved (onboarding.extInfo) and the flow goes on.',
  tags: ['onboarding', 'form'],
  covers: ['apply.form-validation'],
  path: '/paylater/form',
  hint: "Type a mobile not starting with 8, mother's name 'Ibu Siti', a 3-digit postal code.",
  seed: (state) => {
    state.paylater.preCreditLimit = '60000000';
    advanceFlow(state.onboarding, PAYLATER_FLOW, 'PAYLATER_INPUT');
  },
});
