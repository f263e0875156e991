import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { Dashboard } from './dashboard';

/** The brand of the bank's tools, with texts dark enough to read (WCAG AA contrast, checked by axe in e2e). */
const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b5c8c',
    colorLink: '#0b5c8c',
    colorTextSecondary: '#56606b',
    colorTextTertiary: '#56606b',
    colorTextPlaceholder: '#6b7480',
    colorTextQuaternary: '#6b7480',
    borderRadius: 6,
  },
  components: { Menu: { itemSelectedBg: '#e3f0f8', itemSelectedColor: '#084a72' } },
};

/** The dashboard's providers: the kit's theme and message host, and the query cache of control answers. */
export function DashboardProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
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
