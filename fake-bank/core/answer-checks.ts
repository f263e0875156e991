import type { AnyEndpoint } from '../../contracts';

/**
 * Each session's last answer to each call that passed its contract check, as zod gave it back and as JSON
 * text. The wire carries only the text, so an answer whose text is the same passes too, without zod's walk
 * over it: a read that answers what it answered last (a home screen polled, a QA floor read round robin)
 * costs a serialization instead of a parse, which with zod/mini's objects was the larger part of a cached
 * read (decision 0100). The checked copy is answered, never the handler's own objects, which may be the
 * session's state. Bounded in all (the oldest go first); nobody changes an answer once it is made.
 */
export const CHECKED_ANSWERS_LIMIT = 8 * 2 ** 20;

export interface CheckedAnswer {
  data: unknown;
  text: string;
}

/** What an answer costs here, roughly: its key and text, and its object about as much as its text. */
const weightOf = (key: string, answer: CheckedAnswer) => key.length + 2 * answer.text.length;

export class AnswerChecks {
  private readonly passed = new Map<string, CheckedAnswer>();
  private weight = 0;

  constructor(private readonly limit = CHECKED_ANSWERS_LIMIT) {}

  /**
   * A handler's data as checked against its call's contract (undefined: off it), with its JSON text
   * (undefined when the contract lets it be undefined). `read`: the call changed nothing, so its answer may
   * well come again; the answer of a change (a new order, a repayment) is checked and not kept.
   */
  check(
    endpoint: AnyEndpoint,
    sessionId: string,
    data: unknown,
    read: boolean,
  ): { data: unknown; text: string | undefined } | undefined {
    const key = `${sessionId} ${endpoint.path}`;
    const passed = read ? this.passed.get(key) : undefined;
    if (passed && JSON.stringify(data) === passed.text) return passed;
    const checked = endpoint.response.safeParse(data);
    if (!checked.success) return undefined;
    const text = JSON.stringify(checked.data) as string | undefined;
    if (text !== undefined && read) this.add(key, { data: checked.data, text });
    return { data: checked.data, text };
  }

  private add(key: string, answer: CheckedAnswer): void {
    const before = this.passed.get(key);
    if (before) {
      this.passed.delete(key);
      this.weight -= weightOf(key, before);
    }
    const weight = weightOf(key, answer);
    if (weight > this.limit) return;
    this.passed.set(key, answer);
    this.weight += weight;
    for (const [oldest, kept] of this.passed) {
      if (this.weight <= this.limit) break;
      this.passed.delete(oldest);
      this.weight -= weightOf(oldest, kept);
    }
  }
}
