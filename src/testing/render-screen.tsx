import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { prepareRsaKeys } from '../../fake-bank/domain/security/security-crypto';
import { bankHandlers } from '../../fake-bank/msw/handlers';
import { setCallContext } from '../api/call-context';
import { resetCsrfToken } from '../api/client';
import { createQueryClient, Providers } from '../app/providers';
import { RouteErrorBoundary } from '../app/route-error';
import { handlesAt } from '../app/route-table';
import { AppRoutes } from '../app/router';
import { bridge } from '../bridge';
import { applyLocale, loadTexts, MISSING_KEY_MARK } from '../i18n';
import type { Envelope } from './expected-text';
import { CONTROL_BASE, controlClient, fetchTransport } from '../../contracts/control-client';
import { testBank } from '../../fake-bank/testing/bank-driver';

/**
 * Component tests of whole screens (issue 27): the app's real routes, providers and API client in happy-dom,
 * answered by the bank's real core through the browser demo's MSW handlers. Import this module from a test
 * file named `*.screen.test.tsx` that starts with `// @vitest-environment happy-dom`: that project's setup
 * file starts the server for the file, unmounts the screen after each test and fails a test whose screen asked
 * for a missing i18n key (registerScreenHooks).
 */

/** The bank as the demo runs it, with the memory store: one per worker (decision 0061), one session per screen. */
const bank = testBank();
let sessionId = '';
let sessions = 0;
const server = setupServer(...bankHandlers(bank, () => sessionId));

/** The client calls relative paths (/ifes/...), as the page does; happy-dom's origin resolves them. */
const url = (path: string) => new URL(path, window.location.origin).href;

const missingKeys: string[] = [];
const consoleError = console.error.bind(console);

/**
 * The hooks of a test file that renders screens: the bank's MSW server listens for the file, each test's screen
 * is unmounted after it, and a missing i18n key fails the test. The files share their worker's modules (this
 * one, the bank, the app: decision 0061), so the setup file registers these for each file
 * (screen-hooks.setup.ts) instead of this module's first import.
 */
export function registerScreenHooks(): void {
  // A screen loads its chunks and answers on a machine that may be busy: waits are for what appears, long.
  // Set per file: Vitest's config is a file's own, and this module is imported once per worker.
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    await prepareRsaKeys();
    server.listen({ onUnhandledRequest: 'error' });
    // happy-dom lays nothing out: the white-screen monitor (layout.tsx) sees the rendered tree as drawn
    // (a blank screen is e2e's to prove).
    document.elementsFromPoint = () => [document.body.firstElementChild ?? document.body];
    console.error = (...args: unknown[]) => {
      if (args.some((a) => typeof a === 'string' && a.includes(MISSING_KEY_MARK))) {
        missingKeys.push(args.map(String).join(' '));
      }
      consoleError(...args);
    };
  });
  afterEach(() => {
    cleanup();
    const found = missingKeys.splice(0);
    expect(found, 'i18n keys missing on the screen').toEqual([]);
  });
  afterAll(() => {
    console.error = consoleError;
    server.close();
  });
}

export interface ScreenOptions {
  /** The screen's path; the scenario's own path when left out. */
  path?: string;
  /** The app's language; the device's (the scenario's, Indonesian unless it says otherwise) when left out. */
  lang?: 'id' | 'en';
  /** `spec`: the bank answers only what the spec names (DESIGN section 4), to prove a screen lives on it. */
  profile?: 'full' | 'spec';
}

export interface RenderedScreen extends RenderResult {
  /** Where the app is now (path and query), after taps that navigate. */
  location: () => string;
  /** A call of this session outside the screen (CSRF token first), as e2e's bankCall makes it. */
  bankCall: <T = Record<string, unknown>>(
    path: string,
    data: unknown,
    locale?: string,
  ) => Promise<Envelope<T>>;
}

/** An element's text as the user reads it (whitespace collapsed, as Playwright's toHaveText compares). */
export const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

let current = '';
let firstLang: string | undefined;
function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    current = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

/** The one control client, on the page's origin (the MSW handlers answer it as the server does). */
export const control = controlClient(fetchTransport({ base: url(CONTROL_BASE) }));

async function bankCall<T>(path: string, data: unknown, locale = 'id-ID'): Promise<Envelope<T>> {
  const token = (await (await fetch(url('/ifes/common/csrf_token/get'))).json()) as Envelope<{
    csrf_token: string;
  }>;
  const response = await fetch(url(`/ifes${path}`), {
    method: 'POST',
    headers: {
      csrf_token: token.ret_data.csrf_token,
      'content-type': 'application/json',
      params: JSON.stringify({ locale_lang: locale, channel_id: 'component' }),
    },
    body: JSON.stringify(data),
  });
  return (await response.json()) as Envelope<T>;
}

/**
 * Puts a new bank session into a scenario (the control call of e2e's `scenario` fixture) and renders the
 * app at the scenario's path as main.tsx starts it: the device's language, the call context, the frame's
 * texts, the route's first answer asked ahead.
 */
export async function renderScreen(scenario: string, options: ScreenOptions = {}): Promise<RenderedScreen> {
  sessionId = `component-${++sessions}`;
  await control.start({ scenario, profile: options.profile ?? 'full' }).catch((error: unknown) => {
    throw new Error(`scenario ${scenario} could not start: ${String(error)}`);
  });
  const path = options.path ?? bank.catalogue.get(scenario)?.path ?? '/';
  resetCsrfToken();
  const device = await bridge.getDeviceInfo();
  const lang = applyLocale(options.lang ?? device.locale);
  await loadTexts('frame');
  // A page keeps one language, and a lazy screen loads its texts once, with its chunk: a file that renders
  // in a second language loads that language's texts itself.
  firstLang ??= lang;
  if (lang !== firstLang) await loadTexts('rest');
  setCallContext({ deviceId: device.deviceId, machineInfo: device.machineInfo, locale: lang });
  const client = createQueryClient();
  for (const handle of handlesAt(new URL(url(path)).pathname)) {
    void handle.prefetch?.(client).catch(() => undefined);
  }
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, location: () => current, bankCall };
}
