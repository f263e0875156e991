// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBank } from '../../core/bank';
import { bankHandlers } from '../../msw/handlers';
import { ClockCard } from './clock-card';
import { FaultsCard } from './faults-card';
import { createDashboardClient, DashboardProviders, DashboardRoot } from './providers';

/**
 * The dashboard's panels against the bank's real core (the browser demo's MSW handlers answer the control
 * surface); snapshots and diff, whose bank side is built beside this, are answered by their interface.
 */
const bank = createBank();
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
    const saved: unknown[] = [];
    const list = [
      { id: 'snap-1', title: 'Overdue after a partial repayment', createdAt: '2026-11-28T01:00:00Z' },
    ];
    server.use(
      http.get('*/__fake-bank/snapshots', () => HttpResponse.json(list)),
      http.post('*/__fake-bank/snapshots', async ({ request }) => {
        const body = (await request.json()) as { title?: string };
        saved.push(body);
        return HttpResponse.json(
          {
            id: 'snap-2',
            title: body.title ?? 'Untitled',
            createdAt: '2026-11-28T01:01:00Z',
            link: '/?snapshot=snap-2',
          },
          { status: 201 },
        );
      }),
      http.get('*/__fake-bank/diff', ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('from')).toBe('scenario:home.overdue-late-fee');
        return HttpResponse.json({ changes: [{ path: 'clock', from: '21 Nov 2026', to: '22 Nov 2026' }] });
      }),
    );
    await open('snapshots');
    expect(await screen.findByText('Overdue after a partial repayment')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Walked here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save snapshot' }));
    expect((await screen.findByTestId('snapshot-link')).textContent).toBe(
      'http://localhost:3000/?snapshot=snap-2',
    );
    expect(saved).toEqual([{ title: 'Walked here' }]);

    const file = new File(
      [
        JSON.stringify({
          format: 1,
          id: 'old',
          title: 'From disk',
          createdAt: 'x',
          clock: '2026-11-21T10:00:00+07:00',
          state: {},
        }),
      ],
      'walk.snapshot.json',
      { type: 'application/json' },
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({
      format: 1,
      title: 'From disk',
      clock: '2026-11-21T10:00:00+07:00',
      state: {},
    });

    cleanup();
    window.location.hash = '#diff';
    render(<DashboardRoot client={createDashboardClient()} />);
    const compare = await screen.findByRole('button', { name: 'Compare' });
    await waitFor(() => expect(compare.hasAttribute('disabled')).toBe(false));
    fireEvent.click(compare);
    expect(await screen.findByText('22 Nov 2026')).toBeTruthy();
    expect(screen.getByText('1 changes')).toBeTruthy();
  });
});
