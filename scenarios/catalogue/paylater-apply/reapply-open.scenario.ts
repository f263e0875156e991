import { defineScenario } from '../../define-scenario';
import { seedApplied, seedReadyToApply } from './apply-seed';
export default defineScenario({
  id: 'apply.reapply-open',
  title: 'Rejected 3 months ago: may apply again',
  description:
    'The bank rejected the application on 21 Aug 2026 for its criteria or policy; today (21 Nov 2026) the 3 months are over: the landing offers the apply steps again and apply/credit takes a new application (the bank then reviews it). The terms and the form are still on file.',
  tags: ['apply'],
  covers: ['apply.reapply-open'],
  path: '/',
  seed: (state, faker) => {
    seedReadyToApply(state, faker);
    seedApplied(state, {
      decision: 'REJECTED',
      rejectReason: 'BANK_POLICY',
      appliedAt: '2026-08-21T10:00:00+07:00',
    });
  },
});
