import type { Bank } from './bank';
import { badRequest, ok, routeOf, sessionTools, type ControlAnswer, type ControlCall } from './control-call';
import { SERVED_YEARS, instantOf, parseClockBody } from './control-schemas';
import { isServedTime, toWibIso } from '../kernel/clock';
import { DAY_MS, MINUTE_MS } from '../../contracts/dates';

/** Answers `POST /clock` (a move within the served years), or undefined for any other call. */
export async function answerClock(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  const { method, path } = routeOf(call);
  const { describe, inSession } = sessionTools(bank, call);

  if (method === 'POST' && path === '/clock') {
    const body = parseClockBody(call.body);
    if (!body.success) return badRequest(body.error);
    const move = 'date' in body.data ? { date: instantOf(body.data.date) } : body.data;
    const answer = await inSession((id): ControlAnswer => {
      // A move that would leave the served years is refused before anything changes.
      const byMs =
        'advanceDays' in move
          ? move.advanceDays * DAY_MS
          : 'advanceMinutes' in move
            ? move.advanceMinutes * MINUTE_MS
            : 0;
      if (byMs) {
        const target = bank.businessNow(bank.ensureSession(id)) + byMs;
        if (!isServedTime(target)) {
          return badRequest(
            `${Object.keys(move)[0]}: would move the clock to ${toWibIso(target)}, outside the years the bank ` +
              `serves (${SERVED_YEARS}); the clock did not move`,
          );
        }
      }
      bank.setClock(id, move);
      return ok(describe(id));
    });
    return answer;
  }

  return undefined;
}
