import type { z } from 'zod/mini';
import { DAY_MS, isoToMs, MINUTE_MS, minutesOfWibDay, startOfWibDay } from '../../../contracts/dates';
import type {
  VbServiceTimeSchema,
  VbSessionResult,
  VideoSession,
} from '../../../contracts/entities/video-banking';
import type { BankState } from '../../model/bank-state';
import type { VbSessionState, VbState } from '../../model/onboarding';
import { motherAtRest, sameMotherFirstName } from '../../model/onboarding-personal';
import { toTimestamp, toWibIso } from '../../kernel/clock';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { maskNik, maskName } from '../common/masking';
import { attemptsLeft, dailyAttempts, derive, flowsAt, pad, useAttempt } from './onboarding-flows';
import { yn } from '../common/answer-parts';

const ACTIVE = ['QUEUING', 'CONNECTING', 'CONNECTED'] as const;
const isActive = (session: VbSessionState) => (ACTIVE as readonly string[]).includes(session.status);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Service hours on the session clock: within them now, and the next opening. */
export function serviceTime(vb: VbState, now: number): z.infer<typeof VbServiceTimeSchema> {
  const start = minutesOf(vb.serviceStart);
  const end = minutesOf(vb.serviceEnd);
  const minute = minutesOfWibDay(now);
  const inService = minute >= start && minute < end;
  const opening = startOfWibDay(now) + start * MINUTE_MS + (minute >= end ? DAY_MS : 0);
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
  const waited = Math.floor((now - isoToMs(session.createdAt)) / (vb.secondsPerPosition * 1000));
  return Math.max(0, session.startPos - session.polls - waited);
}

/** The end of the service hours of the day a session was created (epoch ms). */
function serviceEndOf(vb: VbState, session: VbSessionState): number {
  const created = isoToMs(session.createdAt);
  return startOfWibDay(created) + minutesOf(vb.serviceEnd) * MINUTE_MS;
}

/**
 * What the session clock did to a session since it was last read: a session still queuing when the
 * service hours ended is closed (the user schedules later); a connected call ends `callSeconds` after
 * it connected (the agent finishes it).
 */
function settle(vb: VbState, session: VbSessionState, now: number): string | null {
  if (session.status === 'QUEUING' && now >= serviceEndOf(vb, session)) {
    session.status = 'CLOSED';
    return `session ${session.sessionId} closed with the service hours`;
  }
  if (
    session.status === 'CONNECTED' &&
    session.connectedAt &&
    now >= isoToMs(session.connectedAt) + vb.callSeconds * 1000
  ) {
    session.status = 'FINISHED';
    return `session ${session.sessionId} finished by the agent after ${vb.callSeconds}s`;
  }
  return null;
}

/** Settles every session of the slice (see settle); answers what changed, for the trace. */
function settleAll(vb: VbState, now: number): string[] {
  return vb.sessions.map((session) => settle(vb, session, now)).filter((c): c is string => c !== null);
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

function findSession(ctx: BankContext, sessionId: string): VbSessionState {
  const { vb } = ctx.state.onboarding;
  const session = vb.sessions.find((s) => s.sessionId === sessionId);
  if (!session) throw new BankError('ONB_VB_SESSION_NOT_FOUND', { sessionId });
  const change = settle(vb, session, ctx.now);
  if (change) ctx.note(`vb-clock:${session.status}`, change);
  return session;
}

/** The session still open (queuing or in a call) after the clock settled them, if any. */
function openSession(ctx: BankContext): VbSessionState | undefined {
  const { vb } = ctx.state.onboarding;
  const changes = settleAll(vb, ctx.now);
  if (changes.length > 0) ctx.note('vb-clock', changes.join('; '));
  return vb.sessions.find(isActive);
}

/** Scenario polls: status polls a call stays connecting before it connects (or fails to); 0 by default. */
export const CONNECTING_POLL_KEY = 'vb_connecting';

/** A status poll moves the queue; at place 0 an agent takes the call, and the next poll connects. */
function pollStatus(ctx: BankContext, session: VbSessionState): void {
  const { vb } = ctx.state.onboarding;
  if (session.status === 'QUEUING') {
    session.polls += 1;
    const pos = positionOf(vb, session, ctx.now);
    if (pos === 0) session.status = 'CONNECTING';
    ctx.note(`vb-poll:${session.status}`, pos === 0 ? 'agent took the call' : `queue pos ${pos}`);
  } else if (session.status === 'CONNECTING') {
    const pending = ctx.session.polls[CONNECTING_POLL_KEY] ?? 0;
    if (pending > 0) {
      ctx.session.polls[CONNECTING_POLL_KEY] = pending - 1;
      ctx.note('vb-poll:CONNECTING', `polls.${CONNECTING_POLL_KEY}=${pending - 1}`);
      return;
    }
    connect(vb, session, ctx.now);
    ctx.note(`vb-poll:${session.status}`, `session ${session.status}`);
  }
}

/** The call connects, or fails to when the scenario said so (once: a retry connects). */
function connect(vb: VbState, session: VbSessionState, now: number): void {
  if (vb.connectFails) {
    session.status = 'FAILED';
    vb.connectFails = false;
    return;
  }
  session.status = 'CONNECTED';
  session.connectedAt = toWibIso(now);
}

/**
 * For the control surface ("an agent picks up the video call"): the waiting session is taken now. With
 * `now` the session clock settles first (a queue closed with the service hours is not picked up).
 */
export function agentPicksUp(state: BankState, now?: number): boolean {
  const { vb } = state.onboarding;
  if (now !== undefined) settleAll(vb, now);
  const session = vb.sessions.find((s) => s.status === 'QUEUING');
  if (!session) return false;
  session.status = 'CONNECTING';
  return true;
}

/**
 * For the control surface ("the agent finishes the video call"): the call in progress ends now and its
 * result can be queried. A call still connecting connects first (or fails to, as the scenario says).
 */
export function agentFinishes(state: BankState, now: number): 'FINISHED' | 'FAILED' | null {
  const { vb } = state.onboarding;
  settleAll(vb, now);
  const session = vb.sessions.find((s) => s.status === 'CONNECTING' || s.status === 'CONNECTED');
  if (!session) return null;
  if (session.status === 'CONNECTING') connect(vb, session, now);
  if (session.status === 'CONNECTED') session.status = 'FINISHED';
  return session.status === 'FINISHED' ? 'FINISHED' : 'FAILED';
}

/** The mother's first name said at the start matches the saved mother's maiden name (when saved). */
function mmnMatches(state: BankState, session: VbSessionState): boolean {
  const saved = state.onboarding.extInfo;
  if (!saved?.motherMaidenName) return true;
  // Both kept masked with their digests (issue 39): the digests are compared, never the names.
  return sameMotherFirstName(
    { name: saved.motherMaidenName, digest: saved.motherFirstNameDigest },
    { name: session.motherFirstName, digest: session.motherFirstNameDigest },
  );
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
    const open = openSession(ctx);
    if (open) {
      ctx.note('vb-create:open-session');
      return sessionView(ctx, open);
    }
    const hours = serviceTime(vb, ctx.now);
    if (hours.inServiceTime === 'N') throw new BankError('ONB_VB_OUT_OF_SERVICE', hours);
    if (attemptsLeft(vb, ctx.now) === 0)
      throw new BankError('ONB_VB_LIMIT_REACHED', dailyAttempts(vb, ctx.now));
    useAttempt(vb, ctx.now);
    // The name said is kept masked, with the digest the agent's check compares (issue 39): made under the
    // key of the saved form's digest, so the two compare exactly.
    const said = motherAtRest(
      request.motherFirstName,
      'bank',
      ctx.state.onboarding.extInfo?.motherFirstNameDigest,
    );
    const session: VbSessionState = {
      sessionId: `VB${toTimestamp(ctx.now)}${pad(vb.sessions.length + 1, 2)}`,
      scene: request.scene,
      status: 'QUEUING',
      createdAt: toWibIso(ctx.now),
      connectedAt: '',
      startPos: vb.queueStartPos,
      polls: 0,
      motherFirstName: said.masked,
      motherFirstNameDigest: said.motherFirstNameDigest,
      currentAddress: request.currentAddress,
    };
    vb.sessions.push(session);
    vb.sessions.splice(0, Math.max(0, vb.sessions.length - 10));
    ctx.note('vb-create', `session ${session.sessionId} queued at ${session.startPos}`);
    return sessionView(ctx, session);
  },

  vbOperateSession: (request, ctx) => {
    const session = findSession(ctx, request.sessionId);
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
   * (every mandatory check) completes the video banking check of the flows waiting at VEDIO_BANKING,
   * unless the anti-fraud decision rejects the person.
   */
  vbQuerySessionResult: (request, ctx) => {
    const session = findSession(ctx, request.sessionId);
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
    const passed = result.checklist.every((item) => item.check || !item.mandatory);
    if (passed && ctx.state.onboarding.vb.antifraud.actionType !== 'REJECT') {
      for (const flow of flowsAt(ctx.state, 'VEDIO_BANKING')) flow.seq.vbSeqNo = session.sessionId;
    }
    return result;
  },

  vbPreCheck: (_request, ctx) => {
    const { vb } = ctx.state.onboarding;
    const attempts = dailyAttempts(vb, ctx.now);
    return {
      entitled: yn(vb.entitled),
      attemptsPerDay: attempts.attemptsPerDay,
      attemptsLeft: attempts.attemptsLeft,
      activeSessionId: openSession(ctx)?.sessionId ?? '',
      releaseTime: attempts.releaseTime,
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

  /**
   * The anti-fraud decision on the video banking just done (the slice says which): PASS lets the flow go
   * on; REVIEW means not entitled to a bigger limit while the application is still reviewed (from now on
   * pre_check answers entitled N, and the step may be completed); REJECT: the call never proves the step
   * (see vbQuerySessionResult).
   */
  submitAntifraud: (_request, ctx) => {
    const { vb } = ctx.state.onboarding;
    const { antifraud } = vb;
    if (antifraud.actionType === 'REVIEW' && vb.entitled) {
      vb.entitled = false;
      ctx.note('antifraud:REVIEW', 'not entitled to a bigger limit');
    } else {
      ctx.note(`antifraud:${antifraud.actionType}`);
    }
    return { ...antifraud };
  },
};
