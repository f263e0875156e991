import { beforeEach, describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES } from '../../../contracts';
import { CONNECTING_POLL_KEY, agentFinishes, agentPicksUp } from './onboarding-vb';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { ONBOARDING_CLOCK, validExtInfo } from '../../testing/onboarding-fixtures';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
});

const create = (motherFirstName = 'Kartini') =>
  s.call('vbCreateSession', {
    scene: 'PAYLATER_LIMIT_UP',
    enterSDKTime: '20261121100000',
    currentAddress: 'Jl. Asia Afrika No. 8, Jakarta',
    motherFirstName,
  });
const operate = (sessionId: string, opType: string) => s.ok('vbOperateSession', { sessionId, opType });

function startSession() {
  const { envelope } = create();
  expect(envelope.ret_code).toBe('0000');
  return envelope.ret_data as { sessionId: string; pos: string };
}

describe('vb/pre_check', () => {
  it('answers entitled, attempts and service hours', () => {
    expect(s.ok('vbPreCheck', {})).toEqual({
      entitled: 'Y',
      attemptsPerDay: '3',
      attemptsLeft: '3',
      activeSessionId: '',
      releaseTime: '20261122000000',
      serviceStartTime: '08:00',
      serviceEndTime: '20:00',
      inServiceTime: 'Y',
      nextServiceTime: '20261121100000',
    });
    s.setClock('2026-11-21T20:00:00+07:00');
    expect(s.ok('vbPreCheck', {})).toMatchObject({ inServiceTime: 'N', nextServiceTime: '20261122080000' });
    s.setClock('2026-11-22T07:59:00+07:00');
    expect(s.ok('vbPreCheck', {})).toMatchObject({ inServiceTime: 'N', nextServiceTime: '20261122080000' });
  });
});

describe('the video banking queue', () => {
  it('joins the queue at the seeded position; the position and wait time go down as it is polled', () => {
    const startPos = s.state().onboarding.vb.queueStartPos;
    const session = s.ok('vbCreateSession', {
      scene: 'S',
      enterSDKTime: '1700000000000',
      currentAddress: 'Jl. Merdeka 1',
      motherFirstName: 'Kartini',
    });
    expect(session).toMatchObject({
      status: 'QUEUING',
      pos: String(startPos),
      waitTime: String(startPos * 60),
    });
    expect(session).toMatchObject({ channelName: '', token: '', uid: '', currentTime: '20261121100000' });
    expect(s.ok('vbPreCheck', {})).toMatchObject({ attemptsLeft: '2', activeSessionId: session.sessionId });

    const first = operate(session.sessionId, '1');
    expect(first).toMatchObject({ status: 'QUEUING', pos: String(startPos - 1) });
    s.advanceMinutes(1); // one place per minute on the session clock as well
    expect(operate(session.sessionId, '3')).toMatchObject({
      pos: String(startPos - 2),
      waitTime: String((startPos - 2) * 60),
    });

    let polled = first;
    for (let i = 0; i < startPos && polled.status === 'QUEUING'; i++)
      polled = operate(session.sessionId, '1');
    expect(polled).toMatchObject({
      status: 'CONNECTING',
      pos: '0',
      waitTime: '0',
      channelName: `vb_${session.sessionId}`,
    });
    expect(polled.token).toMatch(/^[0-9a-f]{48}$/);
    const connected = operate(session.sessionId, '1');
    expect(connected).toMatchObject({ status: 'CONNECTED', token: polled.token, uid: polled.uid });
  });

  it('answers the open session again instead of opening a second one', () => {
    const first = startSession();
    const again = startSession();
    expect(again.sessionId).toBe(first.sessionId);
    expect(s.ok('vbPreCheck', {}).attemptsLeft).toBe('2');
  });

  it('leave queue works, and a new session can be started afterwards', () => {
    const { sessionId } = startSession();
    expect(operate(sessionId, '2')).toMatchObject({ status: 'LEFT', pos: '0' });
    expect(operate(sessionId, '1').status).toBe('LEFT');
    s.refused('vbQuerySessionResult', { sessionId }, 'ONB_VB_RESULT_NOT_READY');
    expect(startSession().sessionId).not.toBe(sessionId);
  });

  it('query service time (opType 4) answers the service hours', () => {
    const { sessionId } = startSession();
    expect(operate(sessionId, '4').serviceTime).toEqual({
      serviceStartTime: '08:00',
      serviceEndTime: '20:00',
      inServiceTime: 'Y',
      nextServiceTime: '20261121100000',
    });
    expect(operate(sessionId, '3').serviceTime).toBeUndefined();
  });

  it('outside service hours: schedule later', () => {
    s.setClock('2026-11-21T21:30:00+07:00');
    const { envelope } = create();
    expect(envelope.ret_code).toBe(CODES.ONB_VB_OUT_OF_SERVICE.code);
    expect(envelope.ret_data).toMatchObject({ inServiceTime: 'N', nextServiceTime: '20261122080000' });
    expect(s.ok('vbPreCheck', {}).attemptsLeft).toBe('3');
  });

  it('three sessions a day; the attempts come back at 00:00 WIB', () => {
    for (let i = 0; i < 3; i++) operate(startSession().sessionId, '2');
    const { envelope } = create();
    expect(envelope.ret_code).toBe(CODES.ONB_VB_LIMIT_REACHED.code);
    expect(envelope.ret_data).toMatchObject({ attemptsLeft: '0', releaseTime: '20261122000000' });
    s.setClock('2026-11-22T09:00:00+07:00');
    expect(create().envelope.ret_code).toBe('0000');
  });

  it('refuses users not entitled to a bigger limit (the application is still reviewed)', () => {
    s.state().onboarding.vb.entitled = false;
    expect(s.ok('vbPreCheck', {}).entitled).toBe('N');
    const { envelope } = create();
    expect(envelope.ret_code).toBe(CODES.ONB_VB_NOT_ENTITLED.code);
    expect(envelope.ret_msg).toContain('tetap kami tinjau');
  });

  it('a call that fails to connect ends FAILED, without a result', () => {
    s.state().onboarding.vb.connectFails = true;
    const { sessionId } = startSession();
    expect(agentPicksUp(s.state())).toBe(true);
    expect(operate(sessionId, '1').status).toBe('FAILED');
    s.refused('vbQuerySessionResult', { sessionId }, 'ONB_VB_RESULT_NOT_READY');
    // Once: a retry (another attempt of the day) connects.
    const retry = startSession();
    expect(retry.sessionId).not.toBe(sessionId);
    agentPicksUp(s.state());
    expect(operate(retry.sessionId, '1').status).toBe('CONNECTED');
    expect(s.ok('vbPreCheck', {}).attemptsLeft).toBe('1');
  });

  it('a session still queuing when the service hours end closes; the user schedules later', () => {
    s.setClock('2026-11-21T19:58:00+07:00');
    const { sessionId } = startSession();
    expect(s.ok('vbPreCheck', {}).activeSessionId).toBe(sessionId);
    s.advanceMinutes(1);
    expect(operate(sessionId, '1').status).toBe('QUEUING');
    s.advanceMinutes(1); // 20:00
    expect(operate(sessionId, '1')).toMatchObject({ status: 'CLOSED', pos: '0', waitTime: '0' });
    expect(operate(sessionId, '4').serviceTime).toMatchObject({
      inServiceTime: 'N',
      nextServiceTime: '20261122080000',
    });
    expect(s.ok('vbPreCheck', {})).toMatchObject({ activeSessionId: '', inServiceTime: 'N' });
    expect(operate(sessionId, '2').status).toBe('CLOSED');
    s.refused('vbQuerySessionResult', { sessionId }, 'ONB_VB_RESULT_NOT_READY');
    expect(create().envelope.ret_code).toBe(CODES.ONB_VB_OUT_OF_SERVICE.code);
    expect(agentPicksUp(s.state(), Date.parse('2026-11-21T20:05:00+07:00'))).toBe(false);
  });

  it('closes a queue left overnight when it is read the next day (pre_check)', () => {
    s.setClock('2026-11-21T19:30:00+07:00');
    const { sessionId } = startSession();
    s.setClock('2026-11-22T09:00:00+07:00');
    expect(s.ok('vbPreCheck', {})).toMatchObject({ activeSessionId: '', inServiceTime: 'Y' });
    expect(s.state().onboarding.vb.sessions.find((s) => s.sessionId === sessionId)?.status).toBe('CLOSED');
    expect(startSession().sessionId).not.toBe(sessionId);
  });

  it('a call in progress is not closed by the end of the service hours', () => {
    s.setClock('2026-11-21T19:58:00+07:00');
    const { sessionId } = startSession();
    agentPicksUp(s.state());
    expect(operate(sessionId, '1').status).toBe('CONNECTED');
    s.advanceMinutes(3);
    expect(operate(sessionId, '1').status).toBe('CONNECTED');
  });

  it('refuses an unknown session and bad input', () => {
    s.refused('vbOperateSession', { sessionId: 'VB0', opType: '1' }, 'ONB_VB_SESSION_NOT_FOUND');
    s.refused('vbQuerySessionResult', { sessionId: 'VB0' }, 'ONB_VB_SESSION_NOT_FOUND');
    expect(s.call('vbOperateSession', { sessionId: 'VB0', opType: '5' }).status).toBe(400);
    expect(s.call('vbOperateSession', { sessionId: 'VB0', opType: 1 }).status).toBe(400);
    expect(create('Ibu Kartini').status).toBe(400);
    // The same words as the form (section 5 rule), in the caller's language.
    expect(create('Ibu Kartini').envelope.ret_data).toMatchObject({
      issues: [{ path: 'motherFirstName', message: RULE_MESSAGES.motherNameRelation.id }],
    });
    expect(s.call('vbCreateSession', { scene: 'S' }).status).toBe(400);
  });
});

describe('the agent finishes the call', () => {
  it('on the session clock, callSeconds after the call connected', () => {
    const { sessionId } = startSession();
    agentPicksUp(s.state());
    expect(operate(sessionId, '1').status).toBe('CONNECTED');
    expect(s.state().onboarding.vb.sessions[0]!.connectedAt).toBe('2026-11-21T10:00:00+07:00');
    s.advanceMinutes(4);
    expect(operate(sessionId, '1').status).toBe('CONNECTED');
    s.advanceMinutes(1); // 300 s by default
    expect(operate(sessionId, '1').status).toBe('FINISHED');
    expect(s.ok('vbQuerySessionResult', { sessionId }).isNameCorrect).toBe(true);
  });

  it('through the control surface (simulate agent-finish)', () => {
    const now = Date.parse('2026-11-21T10:00:00+07:00');
    expect(agentFinishes(s.state(), now)).toBeNull();
    const { sessionId } = startSession();
    expect(agentFinishes(s.state(), now)).toBeNull(); // still queuing: nobody to finish with
    agentPicksUp(s.state());
    expect(agentFinishes(s.state(), now)).toBe('FINISHED'); // connecting: connects, then ends
    expect(operate(sessionId, '1').status).toBe('FINISHED');
    expect(agentFinishes(s.state(), now)).toBeNull();
  });

  it('a call stays connecting for the polls the scenario asks (polls.vb_connecting)', () => {
    s.session().polls[CONNECTING_POLL_KEY] = 2;
    const { sessionId } = startSession();
    agentPicksUp(s.state());
    expect(operate(sessionId, '1').status).toBe('CONNECTING');
    expect(operate(sessionId, '1').status).toBe('CONNECTING');
    expect(operate(sessionId, '1').status).toBe('CONNECTED');
    expect(s.session().polls[CONNECTING_POLL_KEY]).toBe(0);
  });

  it('a call that fails to connect cannot be finished', () => {
    s.state().onboarding.vb.connectFails = true;
    const { sessionId } = startSession();
    agentPicksUp(s.state());
    expect(agentFinishes(s.state(), Date.parse('2026-11-21T10:00:00+07:00'))).toBe('FAILED');
    expect(operate(sessionId, '1').status).toBe('FAILED');
  });
});

describe('vb/query/session_result', () => {
  function finishedCall(motherFirstName = 'Kartini') {
    const { envelope } = create(motherFirstName);
    const { sessionId } = envelope.ret_data as { sessionId: string };
    agentPicksUp(s.state());
    operate(sessionId, '1');
    return sessionId;
  }

  it('is not ready while queuing; after the call it answers the checklist and finishes the call', () => {
    const { sessionId } = startSession();
    s.refused('vbQuerySessionResult', { sessionId }, 'ONB_VB_RESULT_NOT_READY');
    agentPicksUp(s.state());
    operate(sessionId, '1');
    const result = s.ok('vbQuerySessionResult', { sessionId });
    expect(result).toMatchObject({
      sessionId,
      isNameCorrect: true,
      isMmnCorrect: true,
      hasSuspiciousIndr: false,
    });
    expect(result.checklist).toHaveLength(9);
    expect(result.checklist[0]).toMatchObject({ index: '1', check: true, mandatory: true });
    expect(operate(sessionId, '1').status).toBe('FINISHED');
    expect(s.ok('vbQuerySessionResult', { sessionId })).toEqual(result);
  });

  it('a passed call completes the video banking check of a flow waiting at VEDIO_BANKING', () => {
    const prime = s.flow('PRIME_UPGRADE');
    prime.done = prime.steps.indexOf('VEDIO_BANKING');
    expect(s.ok('queryFlow', { flowId: prime.flowId, type: '1' })).toMatchObject({
      nextAction: 'VEDIO_BANKING',
      status: '6000',
    });
    const sessionId = finishedCall();
    s.ok('vbQuerySessionResult', { sessionId });
    expect(
      s.ok('submitFlow', { flowId: prime.flowId, action: 'VEDIO_BANKING', channel: 'H5', txnNo: 'v' })
        .nextAction,
    ).toBe('QUESTION_VALIDATE');
  });

  it("flags a mother's name that does not match the saved form, and the call does not pass", () => {
    s.ok('saveExtInfo', validExtInfo());
    const prime = s.flow('PRIME_UPGRADE');
    prime.done = prime.steps.indexOf('VEDIO_BANKING');
    const result = s.ok('vbQuerySessionResult', { sessionId: finishedCall('Suryani') });
    expect(result.isMmnCorrect).toBe(false);
    expect(result.checklist[1]).toMatchObject({ check: false, mandatory: true });
    expect(prime.seq.vbSeqNo).toBe('');
  });

  it("answers the agent's findings the scenario set", () => {
    s.state().onboarding.vb.findings.hasConnectionIssue = true;
    s.state().onboarding.vb.findings.isFaceTheSame = false;
    const result = s.ok('vbQuerySessionResult', { sessionId: finishedCall() });
    expect(result).toMatchObject({ hasConnectionIssue: true, isFaceTheSame: false });
    expect(result.checklist[7]).toMatchObject({ check: false, mandatory: false });
  });
});

describe('anti-fraud decision and the VEDIO_BANKING step', () => {
  const antifraud = () =>
    s.ok('submitAntifraud', {
      channel: 'H5',
      videoBankingInfo: { sessionId: 'VB1' },
      serviceCode: 'VB',
      bizType: 'PAY_APP',
    });
  const submitVb = () =>
    s.call('submitFlow', { flowId: s.flow().flowId, action: 'VEDIO_BANKING', channel: 'H5', txnNo: 'v1' });

  function atVideoBanking() {
    const flow = s.flow();
    flow.steps = ['PAYLATER_INPUT', 'VEDIO_BANKING', 'PIN_VALIDATE'];
    flow.done = 1;
    return flow;
  }
  function passedCall() {
    const { sessionId } = startSession();
    agentPicksUp(s.state());
    operate(sessionId, '1');
    return s.ok('vbQuerySessionResult', { sessionId });
  }

  it('PASS: a passed call completes the step', () => {
    const flow = atVideoBanking();
    s.refused(
      'submitFlow',
      { flowId: flow.flowId, action: 'VEDIO_BANKING', channel: 'H5', txnNo: 'v0' },
      'ONB_FLOW_STEP_NOT_DONE',
    );
    const { sessionId } = passedCall();
    expect(flow.seq.vbSeqNo).toBe(sessionId);
    expect(antifraud().actionType).toBe('PASS');
    expect(submitVb().envelope.ret_data).toMatchObject({ nextAction: 'PIN_VALIDATE' });
  });

  it('REVIEW: not entitled to a bigger limit, the application goes on', () => {
    atVideoBanking();
    s.state().onboarding.vb.antifraud = { actionType: 'REVIEW', controlPeriod: '0' };
    passedCall();
    expect(antifraud().actionType).toBe('REVIEW');
    expect(s.ok('vbPreCheck', {}).entitled).toBe('N');
    expect(create().envelope.ret_code).toBe(CODES.ONB_VB_NOT_ENTITLED.code);
    expect(submitVb().envelope.ret_data).toMatchObject({ nextAction: 'PIN_VALIDATE' });
  });

  it('REJECT: a passed call does not prove the step', () => {
    const flow = atVideoBanking();
    s.state().onboarding.vb.antifraud = { actionType: 'REJECT', controlPeriod: '30' };
    passedCall();
    expect(flow.seq.vbSeqNo).toBe('');
    expect(antifraud().actionType).toBe('REJECT');
    expect(submitVb().envelope.ret_code).toBe(CODES.ONB_FLOW_STEP_NOT_DONE.code);
  });

  it('not entitled before any call: the step is completed without one', () => {
    atVideoBanking();
    s.state().onboarding.vb.entitled = false;
    expect(submitVb().envelope.ret_data).toMatchObject({ nextAction: 'PIN_VALIDATE' });
  });
});

describe('submit/vb_result and submit/antifraud', () => {
  it('counts wrong and missing answers; refuses unknown questions', () => {
    const answer = s.ok('submitVbResult', {
      BIZ_TYPE: 'PAY_APP',
      QUESTION_RESULT: [{ id: 'Q1', answer: 'Atlantis' }],
    });
    expect(answer).toEqual({ BIZ_TYPE: 'PAY_APP', RESULT: 'FAIL', WRONG_COUNT: '3' });
    expect(s.state().onboarding.questionResult).toMatchObject({ result: 'FAIL', wrongCount: 3 });
    s.refused(
      'submitVbResult',
      { BIZ_TYPE: 'PAY_APP', QUESTION_RESULT: [{ id: 'Q9', answer: 'x' }] },
      'ONB_QUESTION_UNKNOWN',
    );
    expect(s.call('submitVbResult', { BIZ_TYPE: 'PAY_APP', QUESTION_RESULT: [] }).status).toBe(400);
    expect(s.call('submitVbResult', { BIZ_TYPE: 'PAY_APP', QUESTION_RESULT: 'Q1=x' }).status).toBe(400);
  });

  it('answers the anti-fraud decision of the slice', () => {
    const body = {
      channel: 'H5',
      videoBankingInfo: { sessionId: 'VB1' },
      serviceCode: 'VB',
      bizType: 'PAY_APP',
    };
    expect(s.ok('submitAntifraud', body)).toEqual({ actionType: 'PASS', controlPeriod: '0' });
    s.state().onboarding.vb.antifraud = { actionType: 'REJECT', controlPeriod: '30' };
    expect(s.ok('submitAntifraud', { ...body, videoBankingInfo: '{}' })).toEqual({
      actionType: 'REJECT',
      controlPeriod: '30',
    });
    expect(s.call('submitAntifraud', { ...body, serviceCode: undefined }).status).toBe(400);
  });
});
