/**
 * The values every call carries as query params and headers (spec section 7), set once at start-up from
 * the opening link and the device the bridge reports.
 */
export interface CallContext {
  appId: string;
  marketingChannel: string;
  channelId: string;
  channelBizType: string;
  clientType: string;
  deviceId: string;
  machineInfo: string;
  locale: string;
}

/** Spec section 9. */
export const APP_ID = '50002LPT01';
export const SOURCE_CHANNEL_TYPE = '03';

let context: CallContext = {
  appId: APP_ID,
  marketingChannel: '',
  channelId: '',
  channelBizType: 'PAYLATER',
  clientType: 'H5',
  deviceId: '',
  machineInfo: '',
  locale: 'id',
};

export function setCallContext(values: Partial<CallContext>): void {
  context = { ...context, ...values };
}

export function getCallContext(): CallContext {
  return context;
}
