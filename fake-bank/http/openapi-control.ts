import { BankStateSchema } from '../model/bank-state';
import { jsonSchema, type JsonSchema } from './json-schema';
import { redactedStateJsonSchema } from '../core/redaction';
import { ControlErrorSchema, SessionRefSchema } from '../core/control-answers';
import { ERROR, op } from './openapi-control-ops';
import { clockAndFaultPaths } from './openapi-control-clock';
import { eventPaths, galleryPaths, pagePaths } from './openapi-control-events';
import { sessionListPaths, sessionPaths } from './openapi-control-session';
import { orderPaths } from './openapi-orders';
import { snapshotPaths } from './openapi-snapshots';

export { CONTROL_TAG } from './openapi-control-ops';

/** Component schemas of the control surface. */
export function controlSurfaceSchemas(): Record<string, JsonSchema> {
  return {
    ControlError: jsonSchema(ControlErrorSchema, 'output'),
    SessionRef: jsonSchema(SessionRefSchema, 'output'),
    BankState: redactedStateJsonSchema(jsonSchema(BankStateSchema, 'output')),
  };
}

/** The control surface (/__fake-bank/*): what QA, the e2e tests and the dashboard use, in the document's order. */
export function controlSurfacePaths(): Record<string, unknown> {
  return {
    ...sessionPaths(),
    ...snapshotPaths(op, ERROR),
    ...orderPaths(op, ERROR),
    ...sessionListPaths(),
    ...clockAndFaultPaths(),
    ...galleryPaths(),
    ...eventPaths(),
    ...pagePaths(),
  };
}
