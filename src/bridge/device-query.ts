import { queryOptions } from '@tanstack/react-query';
import { READ_KEYS } from '../api/read-keys';
import { bridge } from './index';

/** The device the bridge reports, one cached call for every screen (it does not change while open). */
export const deviceInfoQuery = () =>
  queryOptions({
    queryKey: READ_KEYS.device,
    queryFn: () => bridge.getDeviceInfo(),
    staleTime: Infinity,
  });
