import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-prime-input',
  title: 'Flow engine: the next step is the Prime data',
  description:
    'The flow answers nextAction PRIME_INPUT: /loading replaces itself with /prime/input, the Allo Prime data form (work, income, home address from the city lookup, RT/RW, NPWP). A valid form is sent with upgrade/high_account (customer.mpcLevel 3, security.prime) and the step completes (the flow goes on to PIN). Inputs: postal code 99999 (data validation failed, try later) or 00000 (unsuccessful); a 4-digit postal code, a 12-digit NPWP, "Jl. Merdeka #10" are refused under their fields.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-prime-input'],
  path: '/loading',
  hint: 'Postal code 99999: validation failed; 00000: unsuccessful.',
  seed: (state, faker) => seedNextStep(state, 'PRIME_INPUT', faker),
});
