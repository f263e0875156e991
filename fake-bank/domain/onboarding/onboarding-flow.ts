import type { FlowAction } from '../../../contracts/entities/onboarding';
import type { FlowState } from '../../model/onboarding';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { onceFor } from '../common/idempotency';
import { proveOcrStep } from './onboarding-identity';
import { findFlowById, flowView, nextActionOf } from './onboarding-flows';
import { liveSession } from '../security/security-session';

/**
 * The step's proof: a check that must have succeeded before submit/flow may complete the step. The scan,
 * face and video calls leave their seq number on the flow; the forms and the questionnaire leave data;
 * OTP and PIN are proven by the submit itself (its txnNo becomes the seq number).
 */
function proveStep(
  ctx: BankContext,
  flow: FlowState,
  { action, txnNo, data }: { action: FlowAction; txnNo: string; data?: unknown },
): void {
  const { state } = ctx;
  const notDone = () => new BankError('ONB_FLOW_STEP_NOT_DONE', { flowId: flow.flowId, action });
  switch (action) {
    case 'PAYLATER_INPUT':
      if (!state.onboarding.extInfo) throw new BankError('ONB_EXT_INFO_MISSING');
      return;
    case 'PRIME_INPUT':
      // The Prime data is saved when upgrade/high_account accepts it (or the customer is Prime already).
      if (!state.security.prime && state.customer.mpcLevel !== '3') {
        throw new BankError('ONB_PRIME_INPUT_MISSING');
      }
      return;
    case 'OCR':
      // A scan session, and the confirmed (or manually entered) e-KTP data under the section 5 rules.
      proveOcrStep(ctx, flow, data);
      return;
    case 'FACE_SCANNING':
      if (!flow.seq.faceSeqNo) throw notDone();
      return;
    case 'VEDIO_BANKING':
      // Not entitled to a bigger limit: no call proves the step, the application goes on to review.
      if (!flow.seq.vbSeqNo && state.onboarding.vb.entitled) throw notDone();
      return;
    case 'QUESTION_VALIDATE':
      if (state.onboarding.questionResult?.result !== 'PASS') throw notDone();
      return;
    case 'OTP_VALIDATE':
      // The session verify/otp answered; spent here, so one code proves one step.
      liveSession(ctx, sessionOf(data), ['otp']).used = true;
      flow.seq.otpSeqNo = txnNo;
      return;
    case 'PIN_VALIDATE':
      // The session password/validate answered for the right PIN.
      liveSession(ctx, sessionOf(data), ['pin']).used = true;
      flow.seq.pinSeqNo = txnNo;
      return;
  }
}

function sessionOf(data: unknown): string {
  const session = (data as { session?: unknown } | undefined)?.session;
  return typeof session === 'string' ? session : '';
}

/** The seeded questions (scenarios/generators/onboarding.ts) in English. */
const QUESTIONS_EN: Record<string, string> = {
  Q1: 'In which city were you born, as on your e-KTP?',
  Q2: 'In which year were you born?',
  Q3: 'What are the last 4 digits of your NIK?',
};

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
      proveStep(ctx, flow, request);
      flow.done += 1;
      ctx.note(`flow-step:${request.action}`, `${flow.bizServiceId} done=${flow.done}/${flow.steps.length}`);
      return flowView(ctx.state, flow);
    }),

  queryQuestionList: (request, ctx) => {
    findFlowById(ctx.state, request.flowId);
    // The bank asks in the caller's language; a question it has no English for stays as stored.
    const text = (id: string, question: string) =>
      ctx.lang === 'en' ? (QUESTIONS_EN[id] ?? question) : question;
    return {
      questions: ctx.state.onboarding.questions.map(({ id, question }) => ({
        id,
        question: text(id, question),
      })),
    };
  },
};
