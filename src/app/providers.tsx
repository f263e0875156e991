import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import idID from 'antd-mobile/es/locales/id-ID';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A bank answer is not retried behind the user's back: errors show, the user retries.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

function KitLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <ConfigProvider locale={instance.language === 'en' ? enUS : idID}>{children}</ConfigProvider>;
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
