import type { z } from 'zod/mini';
import {
  DIFF_LIMIT,
  DiffAnswerSchema,
  SNAPSHOT_FORMAT,
  SNAPSHOT_LIMIT_BYTES,
  SnapshotCreateBodySchema,
  SnapshotCreatedSchema,
  SnapshotFileSchema,
  SnapshotImportBodySchema,
  SnapshotListSchema,
} from '../snapshots/snapshot-schemas';
import { jsonSchema, type JsonSchema } from './json-schema';
import type { op as Op } from './openapi-control-ops';

const out = (schema: z.core.$ZodType) => jsonSchema(schema, 'output');
const input = (schema: z.core.$ZodType) => jsonSchema(schema, 'input');
const ok = (description: string, schema: JsonSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The snapshot file, its state as BankState (secrets left out). */
const FILE = {
  ...out(SnapshotFileSchema),
  properties: {
    ...(out(SnapshotFileSchema).properties as Record<string, unknown>),
    state: { $ref: '#/components/schemas/BankState' },
  },
};

/** Snapshots and diff (decision 0044): documented with the rest of the control surface. */
export function snapshotPaths(op: typeof Op, error: JsonSchema): Record<string, unknown> {
  const idParameter = {
    name: 'id',
    in: 'path',
    required: true,
    description: 'The snapshot’s id, as saving or importing answered it',
    schema: { type: 'string' },
  };
  const session = { $ref: '#/components/parameters/SessionHeader' };
  return {
    '/__fake-bank/snapshots': {
      ...op('get', 'controlSnapshots', 'The saved snapshots, newest first', {
        '200': ok('Up to 500 snapshots, each with its link', out(SnapshotListSchema)),
      }),
      ...op(
        'post',
        'controlSaveSnapshot',
        'Save the caller’s session (whole state and clock, no secret) as a snapshot; or, given a saved ' +
          `file (format ${SNAPSHOT_FORMAT}), import it`,
        {
          '201': ok('Saved or imported: the link opens a copy of it', out(SnapshotCreatedSchema)),
          '400': ok(
            'Refused, nothing stored: a body that fails its schema (the message names the path of the first ' +
              'issue, `state.credit...` for the state), a file of another format (said in words), or one ' +
              'nested too deep',
            error,
          ),
          '413': ok(`A file larger than ${SNAPSHOT_LIMIT_BYTES / 1024 / 1024} MiB; nothing stored`, error),
        },
        {
          schema: { anyOf: [input(SnapshotCreateBodySchema), input(SnapshotImportBodySchema)] },
          required: false,
        },
      ),
    },
    '/__fake-bank/snapshots/{id}': {
      get: {
        ...op('get', 'controlSnapshot', 'One snapshot as the file to save, commit or import', {
          '200': ok('The snapshot file', FILE),
          '404': ok('No snapshot with that id', error),
        }).get,
        parameters: [idParameter, session],
      },
      delete: {
        ...op('delete', 'controlDeleteSnapshot', 'Remove a snapshot', {
          '204': { description: 'Removed' },
          '404': ok('No snapshot with that id', error),
        }).delete,
        parameters: [idParameter, session],
      },
    },
    '/__fake-bank/diff': {
      get: {
        ...op(
          'get',
          'controlDiff',
          'What changed between two bank states (scenario, snapshot or session), readable: the clock first, ' +
            'money as Rp, dates as dates; secrets and the bank’s bookkeeping left out unless `all=true`',
          {
            '200': ok(
              `The changes, in the state’s order (at most ${DIFF_LIMIT}; \`truncated\` when there were more)`,
              out(DiffAnswerSchema),
            ),
            '400': ok('`from` or `to` missing or not scenario:<id>, snapshot:<id> or session:<id>', error),
            '404': ok('No such scenario, snapshot or session', error),
          },
        ).get,
        parameters: [
          ...['from', 'to'].map((name) => ({
            name,
            in: 'query',
            required: true,
            description: 'scenario:<id>, snapshot:<id> or session:<id>',
            schema: { type: 'string' },
          })),
          {
            name: 'all',
            in: 'query',
            required: false,
            description:
              'true: list the secrets (keys, tokens, one-use proofs) and bookkeeping (id counters, the retry ' +
              'ledger) too, each with its `kind`; by default they are left out and `hidden` counts them',
            schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
          },
          session,
        ],
      },
    },
  };
}
