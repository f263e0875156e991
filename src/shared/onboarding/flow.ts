import type { Flow, FlowAction } from '../../../contracts/entities/onboarding';
import { call, endpointQuery } from '../../api';
import * as endpoints from '../../../contracts/endpoints/onboarding';
import { ROUTES } from '../navigation/routes';

/** The business service of the Pay Later application flow. */
export const PAYLATER_APPLY = 'PAYLATER_APPLY';
export const CHANNEL = 'H5';

/** Where each next action of the flow is handled (other features are reached by URL only). */
const ROUTE_OF_ACTION: Record<FlowAction, string> = {
  OCR: ROUTES.OCR,
  FACE_SCANNING: ROUTES.FACE,
  VEDIO_BANKING: ROUTES.VIDEO_BANKING,
  QUESTION_VALIDATE: ROUTES.QUESTION,
  PIN_VALIDATE: ROUTES.PIN_STEP,
  OTP_VALIDATE: `${ROUTES.OTP}?usage=PAYLATER_APPLY&next=${encodeURIComponent(ROUTES.LOADING)}`,
  PRIME_INPUT: ROUTES.PRIME_INPUT,
  PAYLATER_INPUT: ROUTES.PAYLATER_FORM,
};

/** The screen of a flow's next action; an empty next action (flow done) leads to the result. */
export function routeOf(nextAction: Flow['nextAction']): string {
  return nextAction ? ROUTE_OF_ACTION[nextAction] : ROUTES.RESULT;
}

const FLOW_REQUEST = { bizServiceId: PAYLATER_APPLY, channel: CHANNEL };

/** The Pay Later flow as the bank has it now (check/flow answers it by business service). */
export function fetchPaylaterFlow(): Promise<Flow> {
  return call(endpoints.checkFlow, FLOW_REQUEST);
}

/** The same read for a screen: one key for every screen that shows the flow. */
export const paylaterFlowQuery = () => endpointQuery(endpoints.checkFlow, FLOW_REQUEST);

const txnNo = () => `TXN${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Complete the current step of the Pay Later flow; answers the flow with its next action. */
export async function submitStep(action: FlowAction, data?: Record<string, string>): Promise<Flow> {
  const flow = await fetchPaylaterFlow();
  return call(endpoints.submitFlow, { flowId: flow.flowId, action, channel: CHANNEL, data, txnNo: txnNo() });
}
