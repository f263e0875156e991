import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { urlPathOf, type AnyEndpoint, type RequestOf, type ResponseOf } from '../../contracts/endpoint';
import { call } from './client';

/** TanStack Query options for one endpoint call, keyed by its path and request. */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, request: RequestOf<E>) {
  return queryOptions({
    queryKey: [urlPathOf(endpoint), request] as const,
    queryFn: () => call(endpoint, request),
  });
}

/** A request paged by the bank's LAST_ROW_KEY ('0' for the first page). */
type RowKeyed = { LAST_ROW_KEY: string };

/**
 * Infinite-query options for an endpoint paged by LAST_ROW_KEY, keyed by its path first like endpointQuery:
 * invalidating the endpoint's path reaches its lists too (a money move that forgets the endpoint forgets
 * every page of it). `nextKey` reads the next page's key off an answer, undefined on the last page.
 */
export function endpointPagesQuery<E extends AnyEndpoint>(
  endpoint: RequestOf<E> extends RowKeyed ? E : never,
  request: Omit<RequestOf<E>, 'LAST_ROW_KEY'>,
  nextKey: (page: ResponseOf<E>) => string | undefined,
) {
  return infiniteQueryOptions({
    queryKey: [urlPathOf(endpoint), request, 'pages'] as const,
    initialPageParam: '0',
    queryFn: ({ pageParam }) => call(endpoint, { ...request, LAST_ROW_KEY: pageParam } as RequestOf<E>),
    getNextPageParam: (last: ResponseOf<E>) => nextKey(last),
  });
}

/** The key every query of an endpoint starts with (plain, paged and custom reads alike). */
export const endpointKey = (endpoint: AnyEndpoint) => [urlPathOf(endpoint)] as const;

/**
 * Options for a read of an endpoint the table cannot make by itself (several calls, a tolerated refusal,
 * a page param of its own), keyed by the endpoint's path first so invalidating the endpoint reaches it.
 */
export function endpointCallQuery<T>(endpoint: AnyEndpoint, params: unknown, queryFn: () => Promise<T>) {
  return queryOptions({ queryKey: endpointKeyFor(endpoint, params), queryFn });
}

/** The key of an endpoint's read by params of the caller's own ('pages' for a list paged by page number). */
export const endpointKeyFor = (endpoint: AnyEndpoint, params: unknown, kind: 'call' | 'pages' = 'call') =>
  [urlPathOf(endpoint), params, kind] as const;

/** Marks every query of these endpoints (plain and paged) old, so screens ask again. */
export function invalidateEndpoints(client: QueryClient, list: readonly AnyEndpoint[]) {
  return Promise.all(list.map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}

/** Forgets every query of these endpoints (plain and paged). */
export function removeEndpoints(client: QueryClient, list: readonly AnyEndpoint[]) {
  for (const endpoint of list) client.removeQueries({ queryKey: endpointKey(endpoint) });
}
