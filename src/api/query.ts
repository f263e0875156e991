import { queryOptions } from '@tanstack/react-query';
import { urlPathOf, type AnyEndpoint, type RequestOf } from '../../contracts/endpoint';
import { call } from './client';

/** TanStack Query options for one endpoint call, keyed by its path and request. */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, request: RequestOf<E>) {
  return queryOptions({
    queryKey: [urlPathOf(endpoint), request] as const,
    queryFn: () => call(endpoint, request),
  });
}
