import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { controlClient } from '../../contracts/control-client';
import { setCallContext } from '../api/call-context';
import { bridge } from '../bridge';
import { applyLocale, i18n, loadTexts } from '../i18n';
import { watchKitAccessibility } from '../shared/ui/antd-a11y';
import { createQueryClient, followConnection, Providers } from './providers';
import { RouteErrorBoundary } from './route-error';
import { handlesAt, preloadScreensAt } from './route-table';
import { AppRoutes } from './router';
import './theme.css';
import './app.css';
import './kit-overrides.css';
import '../shared/ui/choice-pills.css';
import '../shared/ui/icon-tile.css';

/** In the dev server (no fake-bank redirect in front), ?scenario=<id> or ?snapshot=<id> resets the session here. */
async function startScenarioFromLink() {
  const url = new URL(window.location.href);
  const scenario = url.searchParams.get('scenario');
  const snapshot = url.searchParams.get('snapshot');
  if (!import.meta.env.DEV || (!scenario && !snapshot)) return;
  // A link to a scenario the bank does not know opens the app as it was.
  await controlClient()
    .start(scenario ? { scenario } : { snapshot: snapshot! })
    .catch(() => undefined);
  url.searchParams.delete('scenario');
  url.searchParams.delete('snapshot');
  window.history.replaceState(null, '', url.pathname + url.search);
}

/**
 * The kit's springs (popups, sheets, picker wheels) follow the device's reduced-motion setting as the app
 * opens. Only such a device loads the spring library before the first paint (everyone else gets it with the
 * first popup), and it is applied before anything mounts: switched on under a running looped spring (the
 * kit's spinner), the library would finish and restart that loop forever. A change of the setting applies
 * from the next start, for the same reason.
 */
async function followDeviceMotion(): Promise<void> {
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const kit = await import('../shared/ui/antd-motion').catch(() => undefined);
  kit?.reduceMotion();
}

async function start() {
  // The data layer's chunk loads while the device answers; the CSRF token is asked for as soon as the call
  // context is known, before the first screen's chunks take the browser's connections.
  const api = import('../api/client');
  const motion = followDeviceMotion();
  await startScenarioFromLink();
  const query = new URLSearchParams(window.location.search);
  const device = await bridge.getDeviceInfo();
  const lang = applyLocale(device.locale);
  // The modules' evaluation and what comes next would be one long task (about 45 ms on a fast machine, four
  // times that on a slow phone): the browser gets its turn between the two.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The first screen's chunk (its imports come with it: vite.config.ts, modulePreload) and texts load beside
  // the frame's start instead of after it.
  preloadScreensAt(window.location.pathname);
  // The frame's texts in the device's language before the first paint (Indonesian ones are in this chunk).
  // Failing here, the first screen asks again as it loads and shows the load error if that fails too.
  await loadTexts('frame').catch(() => undefined);
  setCallContext({
    marketingChannel: query.get('marketingChannel') ?? '',
    channelId: query.get('channel_id') ?? '',
    deviceId: device.deviceId,
    machineInfo: device.machineInfo,
    locale: lang,
  });
  // The data layer runs before the first paint (its evaluation would block the painted skeleton; decision
  // 0028), and every first screen posts: its CSRF token is asked for now, while the screen's chunks load.
  await api.then(
    (client) => client.prefetchCsrfToken(),
    () => undefined,
  );
  await motion;
  const root = document.getElementById('root');
  if (!root) return;
  watchKitAccessibility(document.body, { keyboardLabel: () => i18n.t('keyboard') });
  const client = createQueryClient();
  followConnection(client);
  // The screen the app opens on asks its first answer now, while its chunks load.
  for (const handle of handlesAt(window.location.pathname)) {
    void handle.prefetch?.(client).catch(() => undefined);
  }
  // The first render is a transition: React draws it in slices of a few milliseconds instead of one long task
  // (the static shell stays on screen until it is committed).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers client={client}>
          <BrowserRouter>
            {/* The frame itself failing: the same panel, with nothing around it. */}
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
