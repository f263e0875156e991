import { useQuery } from '@tanstack/react-query';
import { APP_ID, call, callWithEnvelope, endpointKeyFor, getCallContext } from '../../api';
import { endpoints } from './endpoints';
import { ACCESS_ALLOWED_CODE } from '../../../contracts/codes/base-values';
import { FEATURE_KEYS, GRAY_KEYS } from '../../../contracts/entities/config';

/** What the landing may do: send the visitor away, say Pay Later is not open, or go on. */
export type LandingGate =
  { kind: 'denied' } | { kind: 'not-open' } | { kind: 'open'; notifyOffered: boolean };

/** The gray flag guards the notify request; a failed check keeps the old behaviour, as config fetches do. */
async function notifyOffered(): Promise<boolean> {
  try {
    const gray = await call(endpoints.grayConfigCheck, { grayKey: GRAY_KEYS.PAY_LATER_NOTIFY });
    return gray.hitGrayConfig === 'Y';
  } catch {
    return false;
  }
}

/**
 * The landing's gates (spec sections 2 and 6), asked side by side in one round trip:
 * - the channel config: access true, or code 80430241, lets the visitor in; false sends them to the
 *   bank's download page;
 * - the access config: Pay Later or this channel in noAccessList is the same refusal; Pay Later in
 *   noOpenList means it is not open yet, and the landing says so (the rest of the app still works);
 * - the gray check: whether visitors not on the whitelist may ask to be notified (decision 0035).
 */
export function useAccess() {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.channelConfig, { view: 'access' }),
    queryFn: async (): Promise<LandingGate> => {
      const { marketingChannel } = getCallContext();
      const [channel, lists, notify] = await Promise.all([
        callWithEnvelope(endpoints.channelConfig, { appId: APP_ID, marketingChannel }),
        call(endpoints.getAccessConfig, {}),
        notifyOffered(),
      ]);
      const allowed = channel.data.access || channel.envelope.ret_code === ACCESS_ALLOWED_CODE;
      const denied = [FEATURE_KEYS.PAY_LATER, marketingChannel].some(
        (key) => key !== '' && lists.noAccessList.includes(key),
      );
      if (!allowed || denied) return { kind: 'denied' };
      if (lists.noOpenList.includes(FEATURE_KEYS.PAY_LATER)) return { kind: 'not-open' };
      return { kind: 'open', notifyOffered: notify };
    },
    staleTime: Infinity,
  });
}
