import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Dashboard } from './dashboard';
import './dashboard.css';

/** The dashboard's providers: the kit's theme and message host, and the query cache of control answers. */
export function DashboardRoot({ client }: { client: QueryClient }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#0b5c8c', borderRadius: 6 } }}>
      <App>
        <QueryClientProvider client={client}>
          <Dashboard />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}

export const createDashboardClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 1000 } } });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DashboardRoot client={createDashboardClient()} />
    </StrictMode>,
  );
}
