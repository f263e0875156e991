import type { FlowAction } from '../../../contracts/entities/onboarding';
import type { BankState } from '../../bank-state';
import { PAYLATER_FLOW, advanceFlow } from '../../state/onboarding';

/**
 * The Pay Later flow at `action`: when the default flow has no such step (video banking, questionnaire,
 * Prime data are steps of the Prime flow), the step is put after the form first.
 */
export function seedNextStep(state: BankState, action: FlowAction): void {
  const flow = state.onboarding.flows.find((f) => f.bizServiceId === PAYLATER_FLOW)!;
  if (!flow.steps.includes(action)) flow.steps = ['PAYLATER_INPUT', action, 'PIN_VALIDATE'];
  advanceFlow(state.onboarding, PAYLATER_FLOW, action);
}
