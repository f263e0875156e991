import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'apply.terms-not-read',
  title: 'Terms screen, not yet read or agreed',
  description:
    "The default applicant with no terms agreed yet, on the terms screen (/terms?next=/loading). Until the terms box is scrolled to the bottom and the three boxes are ticked, the button is disabled with 'Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.'; agreeing saves the agreement (onboarding.agreements) and goes on to next.",
  tags: ['apply', 'register', 'terms'],
  covers: ['apply.terms-not-read'],
  path: '/terms',
  seed: (state) => {
    state.onboarding.agreements = [];
  },
});
