import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { langOf } from '../../contracts/lang';
import { i18n } from '../i18n';
import { kitLocaleOf } from '../i18n/antd-locale';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A bank answer is not retried behind the user's back: errors show, the user retries.
      // Offline, a call is still made and fails at once with the offline message (section 8), instead of
      // waiting unseen behind a skeleton; back online, a screen that failed asks again by itself (the
      // library turns that off with networkMode 'always' unless asked).
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The library hears the device go offline and back from its first subscriber on, the provider's mount. The
 * app's first calls (the CSRF token, the first screen's answer) leave before the first render, so a device
 * that went offline in between would never count as back online, and a screen failed offline would stay
 * failed. It starts from what the device says now, and listens from now on.
 */
export function followConnection(client: QueryClient) {
  onlineManager.setOnline(navigator.onLine);
  client.mount();
}

/**
 * The kit speaks the app's language: inside the tree through ConfigProvider, and in the dialogs, toasts and
 * sheets opened imperatively (Dialog.show, Toast.show) through its default config, since they render outside
 * the tree, where the kit falls back to Chinese.
 */
function KitLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = kitLocaleOf(langOf(instance.language));
  setDefaultConfig({ locale });
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <KitLocale>{children}</KitLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
