import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '../../api';
import { endpoints } from './endpoints';

/**
 * Asks for the personal centre while the home's chunks load, instead of after they ran: the home opened
 * first paints its figures one round trip sooner (usePersonalCenter takes the answer). A failure is kept
 * for the screen to show. Imported by the route only, so it is a small chunk of its own, not the screen's.
 */
export function prefetchHome(client: QueryClient): Promise<void> {
  return client.prefetchQuery(endpointQuery(endpoints.creditPersonalCenter, {}));
}
