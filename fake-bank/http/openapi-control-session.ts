import { z } from 'zod/mini';
import { BankStateSchema } from '../model/bank-state';
import { SESSIONS_PAGE, ScenarioBodySchema, SessionPatchBodySchema } from '../core/control-schemas';
import { SnapshotSessionBodySchema, SnapshotSessionSchema } from '../snapshots/snapshot-schemas';
import { SessionAnswerSchema, SessionDeviceSchema, SessionPageSchema } from '../core/control-answers';
import { ScenarioEntrySchema } from '../../contracts/control-surface';
import { ERROR, SESSION_REF, input, ok, op, out } from './openapi-control-ops';

const SessionStateSchema = z.extend(SessionAnswerSchema, { state: BankStateSchema });

/** The catalogue and the caller's session: start, look, change. */
export function sessionPaths(): Record<string, unknown> {
  return {
    '/__fake-bank/scenarios': op('get', 'controlScenarios', 'The scenario catalogue', {
      '200': ok('Every scenario', { type: 'array', items: out(ScenarioEntrySchema) }),
    }),
    '/__fake-bank/session': {
      ...op('get', 'controlSession', 'The caller’s session: scenario, clock, the whole state, armed faults', {
        '200': ok('The session (the state as BankState, secrets left out, personal data masked)', {
          ...out(z.omit(SessionStateSchema, { state: true })),
          properties: {
            ...(out(z.omit(SessionStateSchema, { state: true })).properties as Record<string, unknown>),
            state: { $ref: '#/components/schemas/BankState' },
          },
          required: ['session', 'scenario', 'clock', 'state', 'faults', 'latencyMs'],
        }),
      }),
      ...op(
        'post',
        'controlResetSession',
        'Reset the caller’s session to a scenario, or to a copy of a saved snapshot',
        {
          '200': ok('The session, now in the scenario (or the snapshot: `snapshot` names it)', {
            anyOf: [SESSION_REF, out(SnapshotSessionSchema)],
          }),
          '404': ok('No snapshot with that id (a scenario unknown is a 400)', ERROR),
        },
        { schema: { anyOf: [input(ScenarioBodySchema), input(SnapshotSessionBodySchema)] }, required: true },
      ),
      ...op(
        'patch',
        'controlPatchSession',
        'Change the phone the caller’s session pretends to be: in the bank app or a browser (inApp), locale, camera',
        {
          '200': ok('The session and its device as it is now', out(SessionDeviceSchema)),
          '400': ok(
            'Refused, nothing changed: a body that is not `{ device: { inApp?, locale?, camera? } }` with at ' +
              'least one of them, or a value of the wrong type',
            ERROR,
          ),
        },
        { schema: input(SessionPatchBodySchema), required: true },
      ),
    },
  };
}

/** Every live session, a page at a time. */
export function sessionListPaths(): Record<string, unknown> {
  return {
    '/__fake-bank/sessions': {
      get: {
        ...op('get', 'controlSessions', 'The live sessions, most recently used first, a page at a time', {
          '200': ok('A page of sessions and how many there are in all', out(SessionPageSchema)),
        }).get,
        parameters: [
          {
            name: 'offset',
            in: 'query',
            required: false,
            description: 'Sessions to skip (default 0); a 400 names a value that is not a whole number',
            schema: { type: 'integer', minimum: 0, maximum: 999_999_999, default: 0 },
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: `Sessions in the page (default ${SESSIONS_PAGE.limit}, at most ${SESSIONS_PAGE.maxLimit})`,
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: SESSIONS_PAGE.maxLimit,
              default: SESSIONS_PAGE.limit,
            },
          },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
  };
}
