import { z } from 'zod/mini';
import type { FaultsInput } from '../../model/faults';
import {
  ArmedFaultsSchema,
  DriftReportSchema,
  LogEntrySchema,
  SessionAnswerSchema,
  SessionDeviceSchema,
  SessionPageSchema,
  SessionRefSchema,
} from '../../core/control-answers';
import { ScenarioCatalogueSchema } from '../../../contracts/control-surface';
import type { ClockBodySchema, ScenarioBodySchema, SessionPatchBodySchema } from '../../core/control-schemas';
import { OrderCreatedSchema, type OrderBody } from '../../core/control-order-schemas';
import { control } from './api';

/** The control calls the dashboard makes, typed by the bank's own request and answer schemas. */
export const calls = {
  scenarios: () => control(ScenarioCatalogueSchema, 'GET', '/scenarios'),
  session: () => control(SessionAnswerSchema, 'GET', '/session'),
  reset: (body: z.input<typeof ScenarioBodySchema>) => control(SessionRefSchema, 'POST', '/session', body),
  device: (body: z.input<typeof SessionPatchBodySchema>) =>
    control(SessionDeviceSchema, 'PATCH', '/session', body),
  clock: (body: z.input<typeof ClockBodySchema>) => control(SessionRefSchema, 'POST', '/clock', body),
  arm: (body: FaultsInput) => control(ArmedFaultsSchema, 'POST', '/faults', body),
  disarm: (index: number) => control(ArmedFaultsSchema, 'DELETE', `/faults/${index}`),
  log: () => control(z.array(LogEntrySchema), 'GET', '/log'),
  sessions: () => control(SessionPageSchema, 'GET', '/sessions?limit=100'),
  order: (body: OrderBody) => control(OrderCreatedSchema, 'POST', '/orders', body),
  drift: () => control(DriftReportSchema, 'GET', '/drift'),
  forgetDrift: () => control(z.undefined(), 'DELETE', '/drift'),
};

/** Query keys: a change to the session refreshes what shows it. */
export const keys = {
  scenarios: ['scenarios'],
  session: ['session'],
  log: ['log'],
  sessions: ['sessions'],
  snapshots: ['snapshots'],
  drift: ['drift'],
} as const;
