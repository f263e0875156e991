import { defineScenario } from '../define-scenario';

export default defineScenario({
  id: 'net.no-connection',
  title: 'No connection',
  description:
    "A normal applicant; switch the device offline (DevTools > Network > Offline, or Playwright's context.setOffline) and open / or tap retry: the 'Ups, kami tidak menemukan koneksi...' screen shows until the connection is back.",
  tags: ['net'],
  covers: ['net.no-connection'],
  path: '/',
  hint: 'Switch the device offline (DevTools > Network > Offline), then retry.',
});
