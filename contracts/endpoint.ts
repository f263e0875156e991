import type { z } from 'zod/mini';

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
