import { listenerSet } from './listeners';
import type { Bridge, BridgeResult, DeviceInfo } from './types';

/** What the bank app injects into its web view. */
interface NativeHost {
  invoke(method: string, payload: string): Promise<string>;
  subscribe(event: 'back' | 'action', callback: (payload: string) => void): void;
}

declare global {
  interface Window {
    AlloBridge?: NativeHost;
  }
}

export function nativeHost(): NativeHost | undefined {
  return typeof window !== 'undefined' ? window.AlloBridge : undefined;
}

async function invoke<T>(host: NativeHost, method: string, payload: unknown = {}): Promise<BridgeResult<T>> {
  try {
    return JSON.parse(await host.invoke(method, JSON.stringify(payload))) as BridgeResult<T>;
  } catch {
    return { status: 0 };
  }
}

/** The bank app's bridge: every call is a JSON message; results carry status 1 or 0. */
export function createNativeBridge(host: NativeHost): Bridge {
  const back = listenerSet<[]>();
  const action = listenerSet<[string]>();
  host.subscribe('back', () => back.emit());
  host.subscribe('action', (id) => action.emit(id));
  return {
    async getDeviceInfo() {
      const result = await invoke<Omit<DeviceInfo, 'inApp'>>(host, 'getDeviceInfo');
      return {
        locale: result.data?.locale ?? navigator.language,
        deviceId: result.data?.deviceId ?? '',
        machineInfo: (result.data?.machineInfo ?? '').slice(0, 500),
        inApp: true,
      };
    },
    setNavBar: (config) => void invoke(host, 'setNavigationBar', config),
    onBack: (handler) => back.add(handler),
    onAction: (handler) => action.add(handler),
    openApp: (target) => invoke(host, 'openApp', { target }),
    close: () => void invoke(host, 'closeWebView'),
    requestCamera: () => invoke<{ granted: boolean }>(host, 'requestCamera'),
    openSettings: () => invoke(host, 'openSettings'),
  };
}
