import { z } from 'zod/mini';
import { FaultSchema } from '../model/faults';
import { DeviceSchema } from '../model/bank-state-core';
import { BANK_PROFILES } from '../kernel/session';

/**
 * What the control surface answers, shared by its OpenAPI description (fake-bank/http/openapi-control.ts)
 * and the dashboard (fake-bank/http/dashboard-app), which parses every answer with them. Light on purpose:
 * the dashboard's bundle takes this file, not the bank. The catalogue (`GET /scenarios`) is the picker's:
 * contracts/control-surface.ts.
 */

/** What the control surface answers about the caller's session. */
export const SessionRefSchema = z.object({
  session: z.string(),
  scenario: z.string(),
  /** The session's business clock, ISO 8601 with +07:00. */
  clock: z.string(),
  /** `spec`: the bank answers only what the spec names (DESIGN section 4); `full`: everything it knows. */
  profile: z.enum(BANK_PROFILES),
});

/** `GET /session`; the state is the bank's model, which the OpenAPI description puts in (BankStateSchema). */
export const SessionAnswerSchema = z.extend(SessionRefSchema, {
  state: z.record(z.string(), z.unknown()),
  faults: z.array(FaultSchema),
  latencyMs: z.number().check(z.int()),
});

export const SessionSummarySchema = z.object({
  id: z.string(),
  scenarioId: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});

export const SessionPageSchema = z.object({
  /** Live sessions in all. */
  total: z.number().check(z.int()),
  offset: z.number().check(z.int()),
  limit: z.number().check(z.int()),
  sessions: z.array(SessionSummarySchema),
});

export const ArmedFaultsSchema = z.extend(SessionRefSchema, {
  faults: z.array(FaultSchema),
  latencyMs: z.number().check(z.int()),
});

export const LogEntrySchema = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  /** The request as received, secrets redacted, cut at 4 KB. */
  request: z.unknown(),
  /** 0 for a transport fault or a client report. */
  status: z.number().check(z.int()),
  response: z.unknown(),
  trace: z.string(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

export const DeviceAnswerSchema = z.extend(DeviceSchema, { clock: z.string() });

/** The session after `PATCH /session`: its device as it is now. */
export const SessionDeviceSchema = z.extend(SessionRefSchema, { device: DeviceSchema });

export const ControlErrorSchema = z.object({ error: z.string() });

/** What a difference in an upstream bank's answer can be (fake-bank/core/drift.ts). */
export const DRIFT_KINDS = [
  /** A field the spec names (the contract requires it) is absent. */
  'missing',
  /** A key we assumed (contracts/assumptions.data.ts) is absent: the real bank may call it otherwise. */
  'assumed-absent',
  /** A value of another type than the spec's. */
  'type',
  /** The right type, another format (pattern, enum, length). */
  'format',
  /** A key the contract does not know (possibly the real name of an assumed one). */
  'unknown-field',
  /** A ret_code the product does not know. */
  'unknown-code',
  /** An answer with no envelope, no JSON at all, or a status outside 2xx. */
  'not-envelope',
  'not-json',
  'http-status',
  /** The upstream could not be reached, or did not answer in time. */
  'down',
  'timeout',
] as const;

/** One difference found in an upstream bank's answers (fake-bank/core/drift.ts, `GET /drift`). */
export const DriftEntrySchema = z.object({
  at: z.string(),
  /** The contract table's name of the call, or its path when it is none. */
  call: z.string(),
  /** Where in the answer: `ret_data.LOAN_LIST[].REF_NBR`, `ret_code`, or '' for the whole answer. */
  path: z.string(),
  kind: z.enum(DRIFT_KINDS),
  expected: z.string(),
  got: z.string(),
  count: z.number().check(z.int()),
});

/** `GET /drift`: the upstream (FAKE_BANK_UPSTREAM) or null, and what was found, newest first. */
export const DriftReportSchema = z.object({
  upstream: z.nullable(z.string()),
  entries: z.array(DriftEntrySchema),
});
