import type { z } from 'zod';
import type {
  VbServiceTimeSchema,
  VbSessionResult,
  VideoSession,
} from '../../contracts/entities/video-banking';
import type { BankState } from '../../scenarios';
import type { VbSessionState, VbState } from '../../scenarios/state/onboarding';
import { toTimestamp, toWibIso } from '../core/clock';
import type { BankContext, HandlerMap } from '../core/handler';
import { BankError } from '../core/handler';
import { maskNik, maskName } from './masking';
import {
  DAY_MS,
  attemptsLeft,
  dailyAttempts,
  derive,
  flowsAt,
  pad,
  startOfWibDay,
  useAttempt,
  wibMinutes,
  yn,
} from './onboarding-kit';

const ACTIVE = ['QUEUING', 'CONNECTING', 'CONNECTED'] as const;
const isActive = (session: VbSessionState) => (ACTIVE as readonly string[]).includes(session.status);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Service hours on the session clock: within them now, and the next opening. */
export function serviceTime(vb: VbState, now: number): z.infer<typeof VbServiceTimeSchema> {
  const start = minutesOf(vb.serviceStart);
  const end = minutesOf(vb.serviceEnd);
  const minute = wibMinutes(now);
  const inService = minute >= start && minute < end;
  const opening = startOfWibDay(now) + start * 60_000 + (minute >= end ? DAY_MS : 0);
  return {
    serviceStartTime: vb.serviceStart,
    serviceEndTime: vb.serviceEnd,
    inServiceTime: yn(inService),
    nextServiceTime: toTimestamp(inService ? now : opening),
  };
}

/**
 * Place in the queue: one place less per status poll and per `secondsPerPosition` of the session clock
 * since the session was created.
 */
function positionOf(vb: VbState, session: VbSessionState, now: number): number {
  if (session.status !== 'QUEUING') return 0;
  const waited = Math.floor((now - Date.parse(session.createdAt)) / (vb.secondsPerPosition * 1000));
  return Math.max(0, session.startPos - session.polls - waited);
}

function sessionView(ctx: BankContext, session: VbSessionState): VideoSession {
  const { vb } = ctx.state.onboarding;
  const pos = positionOf(vb, session, ctx.now);
  const inCall = session.status === 'CONNECTING' || session.status === 'CONNECTED';
  const hash = derive('vb', session.sessionId);
  return {
    sessionId: session.sessionId,
    status: session.status,
    waitTime: String(pos * vb.secondsPerPosition),
    pos: String(pos),
    channelName: inCall ? `vb_${session.sessionId}` : '',
    token: inCall ? hash.slice(0, 48) : '',
    uid: inCall ? String(parseInt(hash.slice(48, 56), 16) % 100_000_000) : '',
    agoraAppId: vb.agoraAppId,
    currentTime: toTimestamp(ctx.now),
  };
}

function findSession(state: BankState, sessionId: string): VbSessionState {
  const session = state.onboarding.vb.sessions.find((s) => s.sessionId === sessionId);
  if (!session) throw new BankError('ONB_VB_SESSION_NOT_FOUND', { sessionId });
  return session;
}

/** A status poll moves the queue; at place 0 an agent takes the call, and the next poll connects. */
function pollStatus(ctx: BankContext, session: VbSessionState): void {
  const { vb } = ctx.state.onboarding;
  if (session.status === 'QUEUING') {
    session.polls += 1;
    const pos = positionOf(vb, session, ctx.now);
    if (pos === 0) session.status = 'CONNECTING';
    ctx.note(`vb-poll:${session.status}`, pos === 0 ? 'agent took the call' : `queue pos ${pos}`);
  } else if (session.status === 'CONNECTING') {
    session.status = vb.connectFails ? 'FAILED' : 'CONNECTED';
    ctx.note(`vb-poll:${session.status}`, `session ${session.status}`);
  }
}

/** For the control surface ("an agent picks up the video call"): the waiting session is taken now. */
export function agentPicksUp(state: BankState): boolean {
  const session = state.onboarding.vb.sessions.find((s) => s.status === 'QUEUING');
  if (!session) return false;
  session.status = 'CONNECTING';
  return true;
}

/** The mother's first name said at the start matches the saved mother's maiden name (when saved). */
function mmnMatches(state: BankState, session: VbSessionState): boolean {
  const saved = state.onboarding.extInfo?.motherMaidenName;
  if (!saved) return true;
  const first = (name: string) => name.trim().split(/\s+/)[0]!.toLowerCase();
  return first(saved) === first(session.motherFirstName);
}

function sessionResult(state: BankState, session: VbSessionState): VbSessionResult {
  const { customer } = state;
  const f = { ...state.onboarding.vb.findings };
  f.isMmnCorrect = f.isMmnCorrect && mmnMatches(state, session);
  const items: Array<[string, boolean, boolean]> = [
    [`Nama sesuai e-KTP: ${maskName(customer.name)}`, f.isNameCorrect, true],
    ['Nama ibu kandung sesuai Kartu Keluarga', f.isMmnCorrect, true],
    [`NIK sesuai e-KTP: ${maskNik(customer.nik)}`, f.isNikCorrect, true],
    ['Tanggal lahir sesuai e-KTP', f.isDateOfBirthCorrect, true],
    ['Jenis kelamin sesuai e-KTP', f.isGenderTheSame, true],
    ['Wajah sesuai foto e-KTP', f.isFaceTheSame, true],
    ['Nasabah telah membaca syarat dan ketentuan', f.hasReadTerms, true],
    ['Koneksi stabil selama panggilan', !f.hasConnectionIssue, false],
    ['Tidak ada indikasi mencurigakan', !f.hasSuspiciousIndr, true],
  ];
  return {
    sessionId: session.sessionId,
    ...f,
    checklist: items.map(([data, check, mandatory], i) => ({ index: String(i + 1), data, check, mandatory })),
  };
}

export const onboardingVbHandlers: HandlerMap = {
  /**
   * Joins the queue: entitled users, within service hours, one attempt of the day per new session. An
   * open session is answered again instead of opening a second one.
   */
  vbCreateSession: (request, ctx) => {
    const { vb } = ctx.state.onboarding;
    if (!vb.entitled) throw new BankError('ONB_VB_NOT_ENTITLED');
    const open = vb.sessions.find(isActive);
    if (open) {
      ctx.note('vb-create:open-session');
      return sessionView(ctx, open);
    }
    const hours = serviceTime(vb, ctx.now);
    if (hours.inServiceTime === 'N') throw new BankError('ONB_VB_OUT_OF_SERVICE', hours);
    if (attemptsLeft(vb, ctx.now) === 0)
      throw new BankError('ONB_VB_LIMIT_REACHED', dailyAttempts(vb, ctx.now));
    useAttempt(vb, ctx.now);
    const session: VbSessionState = {
      sessionId: `VB${toTimestamp(ctx.now)}${pad(vb.sessions.length + 1, 2)}`,
      scene: request.scene,
      status: 'QUEUING',
      createdAt: toWibIso(ctx.now),
      startPos: vb.queueStartPos,
      polls: 0,
      motherFirstName: request.motherFirstName,
      currentAddress: request.currentAddress,
    };
    vb.sessions.push(session);
    vb.sessions.splice(0, Math.max(0, vb.sessions.length - 10));
    ctx.note('vb-create', `session ${session.sessionId} queued at ${session.startPos}`);
    return sessionView(ctx, session);
  },

  vbOperateSession: (request, ctx) => {
    const session = findSession(ctx.state, request.sessionId);
    switch (request.opType) {
      case '1':
        pollStatus(ctx, session);
        return sessionView(ctx, session);
      case '2':
        if (isActive(session)) {
          session.status = 'LEFT';
          ctx.note('vb-leave', `session ${session.sessionId} left`);
        }
        return sessionView(ctx, session);
      case '3':
        ctx.note('vb-tracking');
        return sessionView(ctx, session);
      case '4':
        return { ...sessionView(ctx, session), serviceTime: serviceTime(ctx.state.onboarding.vb, ctx.now) };
    }
  },

  /**
   * The agent's checklist, once the call took place (the call then counts as finished). A passed call
   * (every mandatory check) completes the video banking check of the flows waiting at VEDIO_BANKING.
   */
  vbQuerySessionResult: (request, ctx) => {
    const session = findSession(ctx.state, request.sessionId);
    if (session.status === 'CONNECTED') {
      session.status = 'FINISHED';
      ctx.note('vb-result', `session ${session.sessionId} finished`);
    }
    if (session.status !== 'FINISHED') {
      throw new BankError('ONB_VB_RESULT_NOT_READY', {
        sessionId: session.sessionId,
        status: session.status,
      });
    }
    const result = sessionResult(ctx.state, session);
    if (result.checklist.every((item) => item.check || !item.mandatory)) {
      for (const flow of flowsAt(ctx.state, 'VEDIO_BANKING')) flow.seq.vbSeqNo = session.sessionId;
    }
    return result;
  },

  vbPreCheck: (_request, ctx) => {
    const { vb } = ctx.state.onboarding;
    return {
      entitled: yn(vb.entitled),
      attemptsPerDay: String(vb.attemptsPerDay),
      attemptsLeft: String(attemptsLeft(vb, ctx.now)),
      activeSessionId: vb.sessions.find(isActive)?.sessionId ?? '',
      ...serviceTime(vb, ctx.now),
    };
  },

  /** Checks the questionnaire's answers (case and spacing aside); unanswered questions count as wrong. */
  submitVbResult: (request, ctx) => {
    const slice = ctx.state.onboarding;
    const unknown = request.QUESTION_RESULT.find((a) => !slice.questions.some((q) => q.id === a.id));
    if (unknown) throw new BankError('ONB_QUESTION_UNKNOWN', { id: unknown.id });
    const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
    const wrong = slice.questions.filter((q) => {
      const answer = request.QUESTION_RESULT.find((a) => a.id === q.id)?.answer;
      return answer === undefined || norm(answer) !== norm(q.answer);
    }).length;
    const result = wrong === 0 ? 'PASS' : 'FAIL';
    slice.questionResult = { bizType: request.BIZ_TYPE, result, wrongCount: wrong, at: toWibIso(ctx.now) };
    ctx.note(`questions:${result}`, `questionResult ${result}`);
    return { BIZ_TYPE: request.BIZ_TYPE, RESULT: result, WRONG_COUNT: String(wrong) };
  },

  submitAntifraud: (_request, ctx) => {
    const { antifraud } = ctx.state.onboarding.vb;
    ctx.note(`antifraud:${antifraud.actionType}`);
    return { ...antifraud };
  },
};
