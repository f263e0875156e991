import type { z } from 'zod/mini';
import type { AnyEndpoint, CODES, CodeName, EndpointName, Lang, endpoints } from '../../contracts';
import type { BankState } from '../model/bank-state';
import type { Session } from './session';
import type { SlowSecretHash } from '../model/security';

/** What a handler may read and do while answering one call. */
export interface BankContext {
  session: Session;
  state: BankState;
  /** Business time of the session (epoch ms). */
  now: number;
  lang: Lang;
  /** The plain text of a sealed request field (a PIN or password), as the transport opened it; else undefined. */
  opened(cipher: string): string | undefined;
  /** The slow derivations of those plain texts, made with them at the edge (decision 0032). */
  secrets: PreparedSecrets;
  /** Answer with a success code other than 0000 (e.g. 80430241). */
  answerWith(code: string): void;
  /** Say which bank rule decided the answer, and what it changed, for the trace header and the log. */
  note(rule: string, change?: string): void;
}

export type Handler<E extends AnyEndpoint> = (
  request: z.output<E['request']>,
  ctx: BankContext,
) => z.input<E['response']>;

export type HandlerMap = { [K in EndpointName]?: Handler<(typeof endpoints)[K]> };

/** The ret_data a code carries: the input of its `data` schema, or null for a code without one. */
export type CodeData<N extends CodeName> = (typeof CODES)[N] extends { data: infer S extends z.core.$ZodType }
  ? z.input<S>
  : null;

/** The data argument of a refusal: required when the code carries data, absent (or null) when it may not. */
type DataArgs<N extends CodeName> = N extends CodeName
  ? null extends CodeData<N>
    ? [data?: CodeData<N>]
    : [data: CodeData<N>]
  : never;

/**
 * A business refusal: answered as an envelope with the code's message, never as a crash. Its data is typed by
 * the code's `data` schema (contracts/codes), which the bank checks again before answering.
 */
export class BankError<N extends CodeName = CodeName> extends Error {
  readonly data: unknown;
  constructor(
    readonly codeName: N,
    ...args: DataArgs<N>
  ) {
    // A refusal is an answer, not a fault: no stack. Capturing one cost more than many refusals' own work
    // (a session without a credit line is refused on every credit call).
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(codeName);
    Error.stackTraceLimit = depth;
    this.data = args[0] ?? null;
  }
}

/** Derivations made before the handler runs, and the new records it may store. */
export interface PreparedSecrets {
  /** By `${salt}:${plain}`: the derived key of a plain text under the stored record of that salt. */
  derived: ReadonlyMap<string, string>;
  /** By plain text: a new record (fresh salt, today's cost) for a plain text that may be stored. */
  fresh: ReadonlyMap<string, SlowSecretHash>;
}

/** No sealed value came with the call: nothing derived. */
export const NO_SECRETS: PreparedSecrets = { derived: new Map(), fresh: new Map() };
