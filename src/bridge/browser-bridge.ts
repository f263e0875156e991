import { controlClient } from '../../contracts/control-client';
import { browserDeviceId } from './device-id';
import { listenerSet } from './listeners';
import { useStandInNavBar, useStandInWindow } from './nav-bar-store';
import type { Bridge, DeviceInfo } from './types';
import { isoToMs } from '../../contracts/dates-core';

/** The bank app's download page; access-denied visitors and "open the app" outside it go there. */
export const DOWNLOAD_URL: string = import.meta.env.VITE_DOWNLOAD_URL ?? '/__fake-bank/download';

interface StandInDevice {
  locale?: unknown;
  inApp?: unknown;
  camera?: unknown;
  /** The session's business clock when the page was served (ISO 8601). */
  clock?: unknown;
}

/** The fake bank inlines the device in the page it serves (fake-bank/http/index-page.ts): no round trip. */
function inlineDevice(): StandInDevice | undefined {
  const text = document.getElementById('fake-bank-device')?.textContent;
  if (!text) return undefined;
  try {
    const device: unknown = JSON.parse(text);
    return typeof device === 'object' && device !== null ? (device as StandInDevice) : undefined;
  } catch {
    return undefined;
  }
}

/** The bank's clock (epoch ms) as the page was served with it, and when that was; undefined without a fake bank. */
export function inlineClock(): { at: number; seenAt: number } | undefined {
  const clock = inlineDevice()?.clock;
  const at = typeof clock === 'string' ? isoToMs(clock) : NaN;
  return Number.isFinite(at) ? { at, seenAt: pageStart } : undefined;
}
/** The page's start on the device's clock: the inlined clock was read then. */
const pageStart = Date.now() - Math.round(performance.now());

/** The device as the bank answers it now (the scenario may have changed since the page loaded). */
async function standInDevice(): Promise<StandInDevice | undefined> {
  try {
    return (await controlClient().device()) as StandInDevice;
  } catch {
    return undefined;
  }
}

/**
 * The stand-in's "open the app": the fake bank's session now pretends to be in the bank app
 * (PATCH /__fake-bank/session). False when the bank refused or there is no fake bank to ask.
 */
export async function enterAppStandIn(): Promise<boolean> {
  try {
    await controlClient().patchSession({ device: { inApp: true } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser stand-in: draws the native bar itself (BrowserChrome) and asks the fake bank which device
 * the scenario pretends to be; outside the fake bank it falls back to the browser's own locale.
 */
/** The stand-in bar's buttons emit here; pages subscribe through the bridge. */
export const standInBarEvents = { back: listenerSet<[]>(), action: listenerSet<[string]>() };

export function createBrowserBridge(): Bridge {
  const { back, action } = standInBarEvents;
  return {
    async getDeviceInfo(): Promise<DeviceInfo> {
      const fallback: DeviceInfo = {
        locale: navigator.language,
        inApp: false,
        deviceId: browserDeviceId(),
        machineInfo: navigator.userAgent.slice(0, 500),
      };
      const device = inlineDevice() ?? (await standInDevice());
      if (!device) return fallback;
      return {
        ...fallback,
        locale: typeof device.locale === 'string' ? device.locale : fallback.locale,
        inApp: device.inApp === true,
      };
    },
    setNavBar(config) {
      useStandInNavBar.setState({ config });
    },
    onBack: (handler) => back.add(handler),
    onAction: (handler) => action.add(handler),
    // The tester chooses (OpenAppSheet): this screen in the app (the session's device switches), or the download page.
    async openApp() {
      useStandInWindow.setState({ openingApp: true });
      return { status: 1 };
    },
    // The bank app would close the web view: the stand-in says so in the frame, with a way back in.
    close() {
      useStandInWindow.setState({ closed: true });
    },
    // The scenario decides the phone's answer (device.camera); the photo itself comes from a file input.
    async requestCamera() {
      const granted = (await standInDevice())?.camera !== 'denied';
      return granted ? { status: 1, data: { granted } } : { status: 0, data: { granted } };
    },
    async openSettings() {
      return { status: 1 };
    },
  };
}
