import type { Bank } from './bank';
import { badRequest, ok, routeOf, sessionTools, type ControlAnswer, type ControlCall } from './control-call';
import { MAX_ARMED_FAULTS } from './control-schemas';
import { FaultsInputSchema } from '../model/faults';

/** Answers `POST /faults` and `DELETE /faults/<index>`, or undefined for any other call. */
export async function answerFaults(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  const { method, path } = routeOf(call);
  const { describe, inSession } = sessionTools(bank, call);

  if (method === 'POST' && path === '/faults') {
    const body = FaultsInputSchema.safeParse(call.body);
    if (!body.success) return badRequest(body.error);
    return inSession((id): ControlAnswer => {
      const armed = bank.ensureSession(id).faults.length;
      const adding = body.data.next?.length ?? 0;
      if (armed + adding > MAX_ARMED_FAULTS) {
        return badRequest(
          `next: at most ${MAX_ARMED_FAULTS} faults are armed in a session; ${armed} are, and ${adding} more would ` +
            'make ' +
            `${armed + adding}. Nothing was armed: disarm some (DELETE /__fake-bank/faults/<index>) or reset the session.`,
        );
      }
      const session = bank.armFaults(id, body.data);
      return ok({ ...describe(id), faults: session.faults, latencyMs: session.latencyMs });
    });
  }

  /** Disarms one armed fault, by its place in the list (0 first) as GET /session answers it. */
  const disarm = /^\/faults\/([^/]+)$/.exec(path);
  if (method === 'DELETE' && disarm) {
    const raw = decodeURIComponent(disarm[1]!);
    if (!/^\d{1,3}$/.test(raw)) return badRequest('The index is a whole number from 0');
    const index = Number(raw);
    const answer = await inSession((id) => {
      const session = bank.disarmFault(id, index);
      if (!session) return null;
      return { ...describe(id), faults: session.faults, latencyMs: session.latencyMs };
    });
    if (!answer) {
      return {
        status: 404,
        body: { error: `No armed fault at ${index}; GET /__fake-bank/session lists them.` },
      };
    }
    return ok(answer);
  }

  return undefined;
}
