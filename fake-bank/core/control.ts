import type { Bank } from './bank';
import type { ControlAnswer, ControlCall } from './control-call';
import { answerClock } from './control-clock';
import { answerFaults } from './control-faults';
import { answerOrders } from './control-orders';
import { answerRecords } from './control-records';
import { answerSession } from './control-session';
import { answerSimulate } from './control-simulate';
import { answerSnapshots } from './control-snapshots';

export type { ControlAnswer, ControlCall } from './control-call';

/**
 * The control surface's operations without a transport: the Express router (fake-bank/http/control.ts) and
 * the browser demo's MSW handlers (fake-bank/msw) answer /__fake-bank/* calls with the same code. Guards
 * (loopback, token, same-site JSON writes) stay with the transport that needs them. Each route's file
 * answers its own calls, and undefined for the others.
 */
const routes: ReadonlyArray<(bank: Bank, call: ControlCall) => Promise<ControlAnswer | undefined>> = [
  // Snapshots, diff, and `POST /session { snapshot }` (decision 0044), before the scenario's `POST /session`.
  answerSnapshots,
  // The merchant stand-in (decision 0071).
  answerOrders,
  answerSession,
  answerClock,
  answerFaults,
  answerRecords,
  answerSimulate,
];

/** Answers one control call, or undefined when the path is none of these operations. */
export async function answerControl(bank: Bank, call: ControlCall): Promise<ControlAnswer | undefined> {
  for (const route of routes) {
    const answer = await route(bank, call);
    if (answer) return answer;
  }
  return undefined;
}
