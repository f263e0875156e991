import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDashboardClient, DashboardRoot } from './providers';
import './dashboard.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DashboardRoot client={createDashboardClient()} />
    </StrictMode>,
  );
}
