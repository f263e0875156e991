import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Dashboard } from './dashboard';

/** The dashboard's providers: the kit's theme and message host, and the query cache of control answers. */
export function DashboardProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#0b5c8c', borderRadius: 6 } }}>
      <App>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}

export const DashboardRoot = ({ client }: { client: QueryClient }) => (
  <DashboardProviders client={client}>
    <Dashboard />
  </DashboardProviders>
);

export const createDashboardClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 1000 } } });
