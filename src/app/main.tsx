import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setCallContext } from '../api';
import { bridge } from '../bridge';
import { applyLocale, i18n } from '../i18n';
import { watchKitAccessibility } from '../shared/ui/kit-a11y';
import { createQueryClient, Providers } from './providers';
import { createAppRouter } from './router';
import './theme.css';
import './app.css';
import './kit-overrides.css';

/** In the dev server (no fake-bank redirect in front), ?scenario=<id> resets the session here. */
async function startScenarioFromLink() {
  const url = new URL(window.location.href);
  const scenario = url.searchParams.get('scenario');
  if (!import.meta.env.DEV || !scenario) return;
  await fetch('/__fake-bank/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  url.searchParams.delete('scenario');
  window.history.replaceState(null, '', url.pathname + url.search);
}

async function start() {
  await startScenarioFromLink();
  const query = new URLSearchParams(window.location.search);
  const device = await bridge.getDeviceInfo();
  const lang = applyLocale(device.locale);
  setCallContext({
    marketingChannel: query.get('marketingChannel') ?? '',
    channelId: query.get('channel_id') ?? '',
    deviceId: device.deviceId,
    machineInfo: device.machineInfo,
    locale: lang,
  });
  const root = document.getElementById('root');
  if (!root) return;
  watchKitAccessibility(document.body, { keyboardLabel: () => i18n.t('keyboard') });
  createRoot(root).render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
