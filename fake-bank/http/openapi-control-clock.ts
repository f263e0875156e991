import { FaultsInputSchema } from '../model/faults';
import { CLOCK_RANGE } from '../kernel/clock';
import { ClockBodySchema, MAX_ARMED_FAULTS } from '../core/control-schemas';
import { ArmedFaultsSchema } from '../core/control-answers';
import { ERROR, SESSION_REF, input, ok, op, out } from './openapi-control-ops';

/** What a tester moves: the session's clock, its faults. */
export function clockAndFaultPaths(): Record<string, unknown> {
  return {
    '/__fake-bank/clock': op(
      'post',
      'controlClock',
      `Move the session’s clock: to a date, or by days or minutes, within ${CLOCK_RANGE.from} to ${CLOCK_RANGE.to} (WIB)`,
      {
        '200': ok('The session with its new clock', SESSION_REF),
        '400': ok(
          `A body that fails its schema, a date outside ${CLOCK_RANGE.from} to ${CLOCK_RANGE.to} (WIB), or a ` +
            'move that would leave those years (the message says where it would land); the clock did not move',
          ERROR,
        ),
      },
      { schema: input(ClockBodySchema), required: true },
    ),
    '/__fake-bank/faults': op(
      'post',
      'controlFaults',
      'Arm faults for the session’s next calls (network, timeout, http status, return code) and a latency',
      {
        '200': ok('The armed faults', out(ArmedFaultsSchema)),
        '400': ok(
          `A body that fails its schema, or more than ${MAX_ARMED_FAULTS} faults armed in the session with ` +
            'these; nothing was armed and the latency is unchanged',
          ERROR,
        ),
      },
      { schema: input(FaultsInputSchema), required: true },
    ),
    '/__fake-bank/faults/{index}': {
      delete: {
        ...op('delete', 'controlDisarmFault', 'Disarm one armed fault, by its place in the list (0 first)', {
          '200': ok('The faults still armed', out(ArmedFaultsSchema)),
          '404': ok('No armed fault at that place', ERROR),
        }).delete,
        parameters: [
          {
            name: 'index',
            in: 'path',
            required: true,
            description: 'The fault’s place in `faults` as GET /__fake-bank/session lists them, 0 first',
            schema: { type: 'integer', minimum: 0, maximum: 999 },
          },
          { $ref: '#/components/parameters/SessionHeader' },
        ],
      },
    },
  };
}
