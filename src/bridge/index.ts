import { createBrowserBridge } from './browser-bridge';
import { createNativeBridge, nativeHost } from './native-bridge';
import type { Bridge } from './types';

const host = nativeHost();

/** The bridge in use: the bank app's when it injected one, else the browser stand-in. */
export const bridge: Bridge = host ? createNativeBridge(host) : createBrowserBridge();
export const isStandIn = !host;

export type { Bridge, BridgeResult, DeviceInfo, NavBarConfig } from './types';
export { DOWNLOAD_URL } from './browser-bridge';
export { useStandInNavBar } from './nav-bar-store';
