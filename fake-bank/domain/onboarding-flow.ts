import type { FlowAction } from '../../contracts/entities/onboarding';
import type { BankState } from '../../scenarios';
import type { FlowState } from '../../scenarios/state/onboarding';
import type { HandlerMap } from '../core/handler';
import { BankError } from '../core/handler';
import { onceFor } from './idempotency';
import { findFlowById, flowView, nextActionOf } from './onboarding-kit';

/**
 * The step's proof: a check that must have succeeded before submit/flow may complete the step. The scan,
 * face and video calls leave their seq number on the flow; the form and the questionnaire leave data;
 * OTP and PIN are proven by the submit itself (its txnNo becomes the seq number).
 */
function proveStep(state: BankState, flow: FlowState, action: FlowAction, txnNo: string): void {
  const notDone = () => new BankError('ONB_FLOW_STEP_NOT_DONE', { flowId: flow.flowId, action });
  switch (action) {
    case 'PAYLATER_INPUT':
      if (!state.onboarding.extInfo) throw new BankError('ONB_EXT_INFO_MISSING');
      return;
    case 'PRIME_INPUT':
      return;
    case 'OCR':
      if (!flow.seq.ocrSeqNo) throw notDone();
      return;
    case 'FACE_SCANNING':
      if (!flow.seq.faceSeqNo) throw notDone();
      return;
    case 'VEDIO_BANKING':
      if (!flow.seq.vbSeqNo) throw notDone();
      return;
    case 'QUESTION_VALIDATE':
      if (state.onboarding.questionResult?.result !== 'PASS') throw notDone();
      return;
    case 'OTP_VALIDATE':
      flow.seq.otpSeqNo = txnNo;
      return;
    case 'PIN_VALIDATE':
      flow.seq.pinSeqNo = txnNo;
      return;
  }
}

export const onboardingFlowHandlers: HandlerMap = {
  queryFlow: (request, ctx) => {
    const flow = findFlowById(ctx.state, request.flowId);
    ctx.note(`flow:${nextActionOf(flow) ?? 'done'}`);
    return flowView(ctx.state, flow);
  },

  checkFlow: (request, ctx) => {
    const flow = ctx.state.onboarding.flows.find((f) => f.bizServiceId === request.bizServiceId);
    if (!flow) throw new BankError('ONB_FLOW_NOT_FOUND', { bizServiceId: request.bizServiceId });
    ctx.note(`flow:${nextActionOf(flow) ?? 'done'}`);
    return flowView(ctx.state, flow);
  },

  /** Completes the current step; a retry with the same txnNo answers the first result again. */
  submitFlow: (request, ctx) =>
    onceFor(ctx, '/ams/account/submit/flow', `${request.flowId}:${request.txnNo}`, () => {
      const flow = findFlowById(ctx.state, request.flowId);
      const next = nextActionOf(flow);
      if (request.action !== next) {
        throw new BankError('ONB_FLOW_WRONG_STEP', { nextAction: next ?? '', action: request.action });
      }
      proveStep(ctx.state, flow, request.action, request.txnNo);
      flow.done += 1;
      ctx.note(`flow-step:${request.action}`, `${flow.bizServiceId} done=${flow.done}/${flow.steps.length}`);
      return flowView(ctx.state, flow);
    }),

  queryQuestionList: (request, ctx) => {
    findFlowById(ctx.state, request.flowId);
    return { questions: ctx.state.onboarding.questions.map(({ id, question }) => ({ id, question })) };
  },
};
