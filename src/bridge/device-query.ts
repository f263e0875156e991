import { queryOptions } from '@tanstack/react-query';
import { bridge } from './index';

/** The device the bridge reports, one cached call for every screen (it does not change while open). */
export const deviceInfoQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'device-info'] as const,
    queryFn: () => bridge.getDeviceInfo(),
    staleTime: Infinity,
  });
