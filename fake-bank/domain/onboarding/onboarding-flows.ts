import type { DailyAttempts } from '../../../contracts/entities/id-scan';
import { DAY_MS, addMonths, isoToMs, startOfWibDay } from '../../../contracts/dates';
import {
  FLOW_STATUS_BY_ACTION,
  FLOW_STATUS_DONE,
  type Flow,
  type FlowAction,
} from '../../../contracts/entities/onboarding';
import type { BankState } from '../../model/bank-state';
import type { DailyCount, FlowState } from '../../model/onboarding';
import { toBusinessDate, toTimestamp } from '../../kernel/clock';
import { BankError } from '../../kernel/handler';
import { maskNik } from '../common/masking';
import { sha256Hex } from '../security/security-crypto';
import { yn } from '../common/answer-parts';

/** A token derived from its parts: stable for the same parts, different for others. */
export function derive(...parts: Array<string | number>): string {
  return sha256Hex(parts.join(':'));
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A check limited per day (ID scan, face detection, video banking). */
export interface DailyLimited {
  attemptsPerDay: number;
  attempts: DailyCount;
}

/** Attempts used today: a count of another day no longer counts (released at 00:00 WIB). */
export function usedToday(check: DailyLimited, now: number): number {
  return check.attempts.date === toBusinessDate(now) ? check.attempts.used : 0;
}

export function attemptsLeft(check: DailyLimited, now: number): number {
  return Math.max(0, check.attemptsPerDay - usedToday(check, now));
}

export function useAttempt(check: DailyLimited, now: number): void {
  check.attempts = { date: toBusinessDate(now), used: usedToday(check, now) + 1 };
}

export function exhaustToday(check: DailyLimited, now: number): void {
  check.attempts = { date: toBusinessDate(now), used: check.attemptsPerDay };
}

export function dailyAttempts(check: DailyLimited, now: number): DailyAttempts {
  const left = attemptsLeft(check, now);
  return {
    attemptsPerDay: String(check.attemptsPerDay),
    attemptsLeft: String(left),
    limitReached: yn(left === 0),
    releaseTime: toTimestamp(startOfWibDay(now) + DAY_MS),
  };
}

export function findFlowById(state: BankState, flowId: string): FlowState {
  const flow = state.onboarding.flows.find((f) => f.flowId === flowId);
  if (!flow) throw new BankError('ONB_FLOW_NOT_FOUND', { flowId });
  return flow;
}

export function nextActionOf(flow: FlowState): FlowAction | undefined {
  return flow.steps[flow.done];
}

/** Flows whose next action is `action`: a passed check of that kind is their proof. */
export function flowsAt(state: BankState, action: FlowAction): FlowState[] {
  return state.onboarding.flows.filter((flow) => nextActionOf(flow) === action);
}

/** The flow as the wire shows it. */
export function flowView(state: BankState, flow: FlowState): Flow {
  const next = nextActionOf(flow);
  const scannedNik = state.onboarding.ocr.scannedNik || state.customer.nik;
  return {
    bizServiceId: flow.bizServiceId,
    flowId: flow.flowId,
    nextAction: next ?? '',
    status: next ? FLOW_STATUS_BY_ACTION[next] : FLOW_STATUS_DONE,
    flowContext: {
      ...flow.seq,
      canOpenPrimeAcct: yn(flow.canOpenPrimeAcct),
      ocrOrg: flow.ocrOrg,
      isRealNameFaceScanning: yn(flow.isRealNameFaceScanning),
      idNo: flow.seq.ocrSeqNo ? maskNik(scannedNik) : '',
    },
  };
}

/** YYYYMMDD `months` later than the business date of `iso`, the day clamped to the month's end. */
export function addMonthsYmd(iso: string, months: number): string {
  return addMonths(toBusinessDate(isoToMs(iso)), months);
}
