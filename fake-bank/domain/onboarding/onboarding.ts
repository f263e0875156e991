import type { HandlerMap } from '../../kernel/handler';
import { onboardingApplyHandlers } from './onboarding-apply';
import { onboardingFlowHandlers } from './onboarding-flow';
import { onboardingFormHandlers } from './onboarding-form';
import { onboardingIdentityHandlers } from './onboarding-identity';
import { onboardingVbHandlers } from './onboarding-vb';

/**
 * Handlers of the onboarding area: terms and the Pay Later form, the flow engine, the ID scan and face
 * detection, video banking and the credit application.
 */
export const onboardingHandlers: HandlerMap = {
  ...onboardingFormHandlers,
  ...onboardingFlowHandlers,
  ...onboardingIdentityHandlers,
  ...onboardingVbHandlers,
  ...onboardingApplyHandlers,
};
