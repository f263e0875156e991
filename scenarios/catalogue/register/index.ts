import type { Scenario } from '../../define-scenario';
import applyTermsNotRead from './apply-terms-not-read.scenario';
import registerEmailOtherPhone from './register-email-other-phone.scenario';
import registerForm from './register-form.scenario';

/** The register scenarios (one *.scenario.ts file each in this folder). */
export const registerScenarios: Scenario[] = [applyTermsNotRead, registerForm, registerEmailOtherPhone];
