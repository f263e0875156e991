import type { AnyEndpoint } from './endpoint';
import * as account from './endpoints/account';
import * as config from './endpoints/config';

/** The one endpoint table: every call of the product, keyed by a stable name. */
export const endpoints = {
  ...config,
  ...account,
} as const;

export type EndpointName = keyof typeof endpoints;
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints);

export * from './endpoint';
export * from './envelope';
export * from './codes';
export * from './messages';
export * from './entities/primitives';
export * from './entities/account';
export * from './entities/config';
export * from './rules/limits';
