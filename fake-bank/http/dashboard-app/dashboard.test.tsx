// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBank } from '../../core/bank';
import { bankHandlers } from '../../msw/handlers';
import { ClockCard } from './clock-card';
import { FaultsCard } from './faults-card';
import { createDashboardClient, DashboardProviders, DashboardRoot } from './providers';
import { scenarioCatalogue } from '../../../scenarios';

/**
 * The dashboard's panels against the bank's real core (the browser demo's MSW handlers answer the control
 * surface, snapshots and diff included).
 */
const bank = createBank({ scenarios: scenarioCatalogue });
let sessionId = '';
let sessions = 0;
const server = setupServer(...bankHandlers(bank, () => sessionId));
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // antd's grid and tables ask the media; happy-dom answers no query.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
beforeEach(() => {
  sessions += 1;
  sessionId = `dashboard-${sessions}`;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const sessionOf = () => bank.store.unit(sessionId, () => bank.ensureSession(sessionId));

async function open(panel: string, scenario = 'home.overdue-late-fee') {
  await bank.store.unit(sessionId, () => bank.resetSession(sessionId, scenario));
  window.location.hash = `#${panel}`;
  return render(<DashboardRoot client={createDashboardClient()} />);
}

describe('the dashboard', () => {
  it('finds scenarios by search and tag, and starts one in the session', async () => {
    await open('scenarios');
    const search = await screen.findByRole('searchbox', {
      name: 'Search by id, title, tag or covered state',
    });
    fireEvent.change(search, { target: { value: 'pin.weak' } });
    const row = (await screen.findByText('pin.weak', { selector: 'code' })).closest('tr')!;
    expect(within(row).getByText(/^Input: Enter 111111/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Start pin.weak' }));
    await waitFor(async () => expect((await sessionOf()).scenarioId).toBe('pin.weak'));
    expect(await screen.findByText(/^Session reset to pin\.weak/)).toBeTruthy();
  });

  it('moves the clock and shows it', async () => {
    await bank.store.unit(sessionId, () => bank.resetSession(sessionId, 'home.overdue-late-fee'));
    render(
      <DashboardProviders client={createDashboardClient()}>
        <ClockCard />
      </DashboardProviders>,
    );
    const clock = await screen.findByTestId('clock-now');
    await waitFor(() => expect(clock.textContent).toMatch(/^Sat 21 Nov 2026, 10:0\d\sWIB$/));
    fireEvent.click(screen.getByRole('button', { name: '+1 day' }));
    await waitFor(() =>
      expect(screen.getByTestId('clock-now').textContent).toMatch(/^Sun 22 Nov 2026, 10:0\d\sWIB$/),
    );
  });

  it('arms a preset on a named call, not on the CSRF token call, and removes it', async () => {
    await bank.store.unit(sessionId, () => bank.resetSession(sessionId, 'home.overdue-late-fee'));
    render(
      <DashboardProviders client={createDashboardClient()}>
        <FaultsCard />
      </DashboardProviders>,
    );
    const target = await screen.findByRole('combobox', { name: 'Preset target: next call to' });
    fireEvent.change(target, { target: { value: '/ifes/ams/account/pre_check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Servers busy (80488999)' }));
    await waitFor(async () =>
      expect((await sessionOf()).faults).toEqual([
        { kind: 'code', code: '80488999', path: '/ifes/ams/account/pre_check' },
      ]),
    );
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove fault 1: code · ret_code 80488999 on calls to /ifes/ams/account/pre_check',
      }),
    );
    await screen.findByText('None armed.');
    expect((await sessionOf()).faults).toEqual([]);
  });

  it('shows the state as a tree, one level open', async () => {
    await open('session');
    const tree = await screen.findByRole('tree', { name: 'Session state' });
    expect(await within(tree).findByText(/^customer \{\d+\}$/)).toBeTruthy();
    expect(within(tree).getByText(/^name: "/)).toBeTruthy();
  });

  it('lists the calls of the current scenario with their scenario and code', async () => {
    await open('log');
    await bank.serve({
      sessionId,
      method: 'GET',
      path: '/ifes/common/csrf_token/get',
      query: {},
      body: {},
    } as never);
    const table = await screen.findByRole('table');
    await within(table).findByText('/ifes/common/csrf_token/get', {}, { timeout: 10_000 });
    expect(within(table).getByText('home.overdue-late-fee')).toBeTruthy();
  });

  it('saves a snapshot with a title, lists it, imports a dropped file, and diffs two states', async () => {
    await open('snapshots');
    // A day walked past the scenario's start, so the session differs from its scenario.
    const moved = await fetch('http://localhost:3000/__fake-bank/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 1 }),
    });
    expect(moved.status).toBe(200);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Walked here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save snapshot' }));
    const link = (await screen.findByTestId('snapshot-link')).textContent ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?snapshot=[a-z0-9]+$/);
    expect(await screen.findByText('Walked here')).toBeTruthy();

    // The file as Download saves it, renamed and dropped back: the bank imports it as a new snapshot.
    const id = new URL(link).searchParams.get('snapshot') ?? '';
    const saved = (await (await fetch(`http://localhost:3000/__fake-bank/snapshots/${id}`)).json()) as {
      title: string;
    };
    const file = new File([JSON.stringify({ ...saved, title: 'From disk' })], 'walk.snapshot.json', {
      type: 'application/json',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('From disk')).toBeTruthy();

    // The scenario against this session: the day walked is the clock's change.
    cleanup();
    window.location.hash = '#diff';
    render(<DashboardRoot client={createDashboardClient()} />);
    const compare = await screen.findByRole('button', { name: 'Compare' });
    await waitFor(() => expect(compare.hasAttribute('disabled')).toBe(false));
    fireEvent.click(compare);
    expect(await screen.findByText(/\d+ changes/)).toBeTruthy();
    expect(screen.getAllByText(/22 Nov 2026/).length).toBeGreaterThan(0);
  });
});
