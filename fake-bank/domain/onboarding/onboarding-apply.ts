import type { ApplyResult } from '../../../contracts/entities/onboarding-apply';
import { ineligibleReason } from '../../../contracts/rules/eligibility';
import type { BankState } from '../../model/bank-state';
import { PAYLATER_FLOW } from '../../model/onboarding';
import { openCreditLine } from '../../model/credit-open';
import { toBusinessDate, toTimestamp, toWibIso } from '../../kernel/clock';
import type { HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { refuseNotOpen } from '../common/feature-gate';
import { onceFor } from '../common/idempotency';
import { checkAndSaveExtInfo } from './onboarding-form';
import { addMonthsYmd, derive, nextActionOf } from './onboarding-flows';
import { PAYLATER_TERMS } from '../content/content-agreed-documents';
import { isoToMs } from '../../../contracts/dates';

/** Polled calls: ctx.session.polls[POLL_KEY] "processing" answers before the final one. */
export const APPLY_RESULT_POLL_KEY = 'apply_result';
/** A rejected applicant may apply again after 3 months (spec section 9). */
const REAPPLY_AFTER_MONTHS = 3;

/** The application number the bank issues: the core's, when the session already has one. */
function appNoOf(state: BankState): string {
  return state.paylater.appNo || state.onboarding.application.appNo;
}

function creditLimitOf(state: BankState): string {
  return state.onboarding.application.creditLimit || state.paylater.preCreditLimit;
}

function paylaterFlowDone(state: BankState): boolean {
  const flow = state.onboarding.flows.find((f) => f.bizServiceId === PAYLATER_FLOW);
  return !!flow && nextActionOf(flow) === undefined;
}

/** The final answer, from the bank's decision (the slice) and the flow's progress. */
function finalResult(
  state: BankState,
): Omit<ApplyResult, 'APP_NO' | 'OPEN_ACCT_CASE_NO' | 'BIZ_TYPE' | 'APPLY_TIME'> {
  const app = state.onboarding.application;
  const none = { REJECT_REASON: '', REJECT_DETAIL: '', REAPPLY_DATE: '' } as const;
  switch (app.decision) {
    case 'APPROVED':
      return {
        ...none,
        STATUS: paylaterFlowDone(state) ? 'SUCCESS' : 'PRE_APPROVED',
        CREDIT_LIMIT: creditLimitOf(state),
        CREDIT_SCORE_LEVEL: app.creditScoreLevel,
      };
    case 'REVIEW':
      return {
        ...none,
        STATUS: 'VERIFYING',
        CREDIT_LIMIT: creditLimitOf(state),
        CREDIT_SCORE_LEVEL: app.creditScoreLevel,
      };
    case 'REJECTED': {
      const reason = app.rejectReason ?? 'BANK_POLICY';
      return {
        STATUS: 'FAILED',
        CREDIT_LIMIT: '0',
        CREDIT_SCORE_LEVEL: app.creditScoreLevel,
        REJECT_REASON: reason,
        REJECT_DETAIL:
          reason === 'LOW_CREDIT_SCORE' ? (app.rejectDetail ?? 'INSUFFICIENT_CREDIT_HISTORY') : '',
        REAPPLY_DATE: addMonthsYmd(app.appliedAt, REAPPLY_AFTER_MONTHS),
      };
    }
  }
}

/**
 * A rejection whose 3 months are over (spec sections 4 and 9, "rejected (reapply after 3 months)"): the
 * applicant may apply again. The old application stays FAILED in its history, but it no longer blocks:
 * pre_check answers no application under way and apply/credit takes a new one.
 */
export function reapplyOpen(state: BankState, now: number): boolean {
  const app = state.onboarding.application;
  if (app.decision !== 'REJECTED' || !app.openAcctCaseNo || !app.appliedAt) return false;
  return toBusinessDate(now) >= addMonthsYmd(app.appliedAt, REAPPLY_AFTER_MONTHS);
}

const APPLY_CREDIT = '/ams/account/apply/credit';

/**
 * A new application after a rejection's 3 months: a new APP_NO, nothing decided yet (the bank reviews it),
 * and the first application's answer forgotten by the ledger so the case's new answer is the one kept.
 */
function startReapplication(state: BankState, request: { OPEN_ACCT_CASE_NO: string }, now: number): void {
  const app = state.onboarding.application;
  const digits = derive('reapply', app.appNo).replace(/\D/g, '').padEnd(8, '0').slice(0, 8);
  const appNo = 'APP' + toBusinessDate(now) + digits;
  delete state.idempotency[`${APPLY_CREDIT}:${request.OPEN_ACCT_CASE_NO}`];
  state.paylater.appNo = appNo;
  Object.assign(app, {
    appNo,
    openAcctCaseNo: '',
    decision: 'REVIEW',
    rejectReason: null,
    rejectDetail: null,
  });
}

/** Why the customer may not apply today (registration, citizenship, age 21 to 55), from the stored facts. */
export function ineligibilityOf(state: BankState, now: number) {
  const ymd = toBusinessDate(now);
  const day = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  return ineligibleReason(state.customer, day);
}

export const onboardingApplyHandlers: HandlerMap = {
  /**
   * Applies once per OPEN_ACCT_CASE_NO (a retry answers the first APP_NO). Needs the whitelist,
   * eligibility (registered, Indonesian citizen, aged 21 to 55), the case the bank issued, the Pay Later
   * terms agreed and, for PAY_APP, the form saved (or sent along).
   */
  applyCredit: (request, ctx) => {
    const { state } = ctx;
    refuseNotOpen(state);
    if (!state.paylater.whitelisted) throw new BankError('NOT_WHITELISTED');
    const reason = ineligibilityOf(state, ctx.now);
    if (reason) {
      ctx.note(`not-eligible:${reason}`);
      throw new BankError('ONB_NOT_ELIGIBLE', { reason });
    }
    if (request.OPEN_ACCT_CASE_NO !== state.paylater.openAcctCaseNo) {
      throw new BankError('ONB_CASE_NOT_FOUND', { OPEN_ACCT_CASE_NO: request.OPEN_ACCT_CASE_NO });
    }
    if (reapplyOpen(state, ctx.now)) {
      // A refusal keeps what changed: the new application starts only once it will be taken.
      if (!state.onboarding.agreements.some((a) => a.tncName === PAYLATER_TERMS)) {
        throw new BankError('ONB_TERMS_NOT_AGREED');
      }
      if (request.CUSTOMER_EXT_INFO) checkAndSaveExtInfo(ctx, request.CUSTOMER_EXT_INFO);
      if (request.BIZ_TYPE === 'PAY_APP' && !state.onboarding.extInfo)
        throw new BankError('ONB_EXT_INFO_MISSING');
      startReapplication(state, request, ctx.now);
      ctx.note('reapply', 'a rejection 3 months old: a new application');
    }
    return onceFor(ctx, APPLY_CREDIT, request.OPEN_ACCT_CASE_NO, () => {
      const app = state.onboarding.application;
      if (app.refusal === 'DATA_ON_ANOTHER_ACCOUNT') throw new BankError('ONB_DATA_ON_ANOTHER_ACCOUNT');
      if (app.refusal === 'LINK_EXPIRED') throw new BankError('ONB_LINK_EXPIRED');
      if (!state.onboarding.agreements.some((a) => a.tncName === PAYLATER_TERMS)) {
        throw new BankError('ONB_TERMS_NOT_AGREED');
      }
      if (request.CUSTOMER_EXT_INFO) checkAndSaveExtInfo(ctx, request.CUSTOMER_EXT_INFO);
      if (request.BIZ_TYPE === 'PAY_APP' && !state.onboarding.extInfo)
        throw new BankError('ONB_EXT_INFO_MISSING');
      app.appNo = appNoOf(state);
      app.openAcctCaseNo = request.OPEN_ACCT_CASE_NO;
      app.bizType = request.BIZ_TYPE;
      app.appliedAt = toWibIso(ctx.now);
      // The bank decides as it receives the application: an approval opens the line at once, so
      // personal_center answers it as soon as apply_result can say so.
      if (app.decision === 'APPROVED') {
        openCreditLine(state, Number(creditLimitOf(state)), toWibIso(ctx.now));
        ctx.note('apply-credit', `applied ${app.appNo}; credit line opened`);
      } else {
        ctx.note('apply-credit', `applied ${app.appNo}`);
      }
      return { OPEN_ACCT_CASE_NO: app.openAcctCaseNo, APP_NO: app.appNo };
    });
  },

  /** "processing" as many times as the scenario's polls say, then the final result. */
  queryApplyResult: (request, ctx) => {
    const app = ctx.state.onboarding.application;
    if (!app.openAcctCaseNo || request.APP_NO !== app.appNo || request.BIZ_TYPE !== app.bizType) {
      throw new BankError('ONB_APP_NOT_FOUND', { APP_NO: request.APP_NO });
    }
    const head = {
      APP_NO: app.appNo,
      OPEN_ACCT_CASE_NO: app.openAcctCaseNo,
      BIZ_TYPE: app.bizType,
      APPLY_TIME: toTimestamp(isoToMs(app.appliedAt)),
    };
    const pending = ctx.session.polls[APPLY_RESULT_POLL_KEY] ?? 0;
    if (pending > 0) {
      ctx.session.polls[APPLY_RESULT_POLL_KEY] = pending - 1;
      ctx.note('apply-result-processing', 'polls-1');
      return {
        ...head,
        STATUS: 'PROCESSING',
        CREDIT_LIMIT: '0',
        CREDIT_SCORE_LEVEL: '',
        REJECT_REASON: '',
        REJECT_DETAIL: '',
        REAPPLY_DATE: '',
      };
    }
    const result = finalResult(ctx.state);
    ctx.note(`apply-result:${result.STATUS}`);
    return { ...head, ...result };
  },
};
