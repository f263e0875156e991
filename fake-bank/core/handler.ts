import type { z } from 'zod';
import type { AnyEndpoint, CodeName, EndpointName, Lang, endpoints } from '../../contracts';
import type { BankState } from '../../scenarios';
import type { Session } from './session-store';

/** What a handler may read and do while answering one call. */
export interface BankContext {
  session: Session;
  state: BankState;
  /** Business time of the session (epoch ms). */
  now: number;
  lang: Lang;
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

/** A business refusal: answered as an envelope with the code's message, never as a crash. */
export class BankError extends Error {
  constructor(
    readonly codeName: CodeName,
    readonly data: unknown = null,
  ) {
    super(codeName);
  }
}
