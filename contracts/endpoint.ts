import type { z } from 'zod/mini';
import type { AssumptionId } from './assumptions.data';

/** POST with a JSON body, GET with the params in the query, UPLOAD as multipart form data. */
export type HttpMethod = 'GET' | 'POST' | 'UPLOAD';

export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Relative to /ifes, unless it starts with /ifes-front. */
  path: string;
  request: Req;
  response: Res;
  summary: string;
  group: string;
  /**
   * A call the spec implies but does not name (its path and its answer's keys are ours): the entry of the
   * table of assumptions that says why (docs/decisions/0004).
   */
  assumed?: AssumptionId;
  /**
   * A call of this bank's own that a real bank need not have: the client works without it (it falls back on
   * any failure), and the spec-only profile does not answer it (404).
   */
  ours?: true;
}

export type AnyEndpoint = Endpoint<z.ZodMiniType, z.ZodMiniType>;
export type RequestOf<E extends AnyEndpoint> = z.input<E['request']>;
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

export function defineEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return endpoint;
}

/** The full URL path of an endpoint as the browser calls it. */
export function urlPathOf(endpoint: Pick<AnyEndpoint, 'path'>): string {
  return endpoint.path.startsWith('/ifes-front') ? endpoint.path : `/ifes${endpoint.path}`;
}
