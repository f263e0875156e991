import { useQuery } from '@tanstack/react-query';
import { APP_ID, callWithEnvelope, getCallContext } from '../../api';
import { endpoints } from './endpoints';
import { BASE_CODES as CODES } from '../../../contracts/codes/base';

/**
 * The landing rule (spec section 2): the apply screen opens when the channel config allows access, or
 * when it answers code 80430241; otherwise the visitor belongs on the app's download page.
 */
export function useAccess() {
  return useQuery({
    queryKey: ['paylater-apply', 'access'],
    queryFn: async () => {
      const { data, envelope } = await callWithEnvelope(endpoints.channelConfig, {
        appId: APP_ID,
        marketingChannel: getCallContext().marketingChannel,
      });
      return { allowed: data.access || envelope.ret_code === CODES.ACCESS_ALLOWED.code };
    },
    staleTime: Infinity,
  });
}
