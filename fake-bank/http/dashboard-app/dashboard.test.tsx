// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bankHandlers } from '../../msw/handlers';
import { ClockCard } from './clock-card';
import { DriftPanel } from './drift-panel';
import { FaultsCard } from './faults-card';
import { SessionCard } from './session-card';
import { createDashboardClient, DashboardProviders, DashboardRoot } from './providers';
import { testBank } from '../../testing/bank-driver';
import { CONTROL_BASE, controlClient, fetchTransport } from '../../../contracts/control-client';

/** The control surface as the dashboard's origin serves it in these tests (MSW answers it). */
const bankControl = controlClient(fetchTransport({ base: `http://localhost:3000${CONTROL_BASE}` }));

/**
 * The dashboard's panels against the bank's real core (the browser demo's MSW handlers answer the control
 * surface, snapshots and diff included).
 */
const bank = testBank();
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

  it('switches the session to the spec-only bank and back, its state kept', async () => {
    await bank.store.unit(sessionId, () => bank.resetSession(sessionId, 'home.bill-ready'));
    render(
      <DashboardProviders client={createDashboardClient()}>
        <SessionCard />
      </DashboardProviders>,
    );
    await screen.findByText('Every field this bank knows');
    fireEvent.click(screen.getByText('Spec only'));
    await waitFor(async () => expect((await sessionOf()).profile).toBe('spec'));
    expect(await screen.findByText(/^The bank now answers only what the spec names/)).toBeTruthy();
    expect((await sessionOf()).scenarioId).toBe('home.bill-ready');
    fireEvent.click(await screen.findByText('Full bank'));
    await waitFor(async () => expect((await sessionOf()).profile).toBeUndefined());
  });

  it('says how to reach an upstream when there is none, and lists what one differed in', async () => {
    render(
      <DashboardProviders client={createDashboardClient()}>
        <DriftPanel />
      </DashboardProviders>,
    );
    expect((await screen.findByTestId('drift-no-upstream')).textContent).toContain('FAKE_BANK_UPSTREAM');
    cleanup();
    server.use(
      http.get('/__fake-bank/drift', () =>
        HttpResponse.json({
          upstream: 'https://bank.example',
          entries: [
            {
              at: '2026-12-02T03:00:00.000Z',
              call: 'creditPersonalCenter',
              path: 'ret_data.CREDIT_LIMIT',
              kind: 'type',
              expected: 'string',
              got: 'number',
              count: 3,
            },
          ],
        }),
      ),
    );
    render(
      <DashboardProviders client={createDashboardClient()}>
        <DriftPanel />
      </DashboardProviders>,
    );
    expect((await screen.findByTestId('drift-upstream')).textContent).toMatch(
      /^Bank calls go to https:\/\/bank\.example\. 1 difference found\.$/,
    );
    const row = (await screen.findByText('ret_data.CREDIT_LIMIT')).closest('tr')!;
    expect(within(row).getByText('other type')).toBeTruthy();
    expect(within(row).getByText('number')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
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

  it("aims the presets at the first call of the screen's last load, not its last, and says which", async () => {
    await bank.store.unit(sessionId, () => bank.resetSession(sessionId, 'bill.overdue'));
    // The overdue bills' load as the app makes it: the token, then what the screen waits for, then the rest.
    const token = await bank.serve({
      sessionId,
      method: 'GET',
      path: '/ifes/common/csrf_token/get',
      query: {},
      body: undefined,
      csrfToken: undefined,
      lang: 'id',
    });
    const csrfToken =
      token.answer.kind === 'envelope'
        ? (token.answer.envelope.ret_data as { csrf_token: string }).csrf_token
        : '';
    const load = ['repay_info', 'refund_repay_record'].map((name) => `/ifes/core/trans/query/${name}`);
    for (const path of load) {
      const body = path.endsWith('refund_repay_record') ? { LAST_ROW_KEY: '0', NEXTPAGE_FLG: 'Y' } : {};
      await bank.serve({ sessionId, method: 'POST', path, query: {}, body, csrfToken, lang: 'id' });
    }
    render(
      <DashboardProviders client={createDashboardClient()}>
        <FaultsCard />
      </DashboardProviders>,
    );
    const said = await screen.findByTestId('preset-target');
    await waitFor(() =>
      expect(said.textContent).toBe(
        "Presets hit the next call to /ifes/core/trans/query/repay_info, the first the screen's last load asked.",
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Servers busy (80488999)' }));
    await waitFor(async () =>
      expect((await sessionOf()).faults).toEqual([
        { kind: 'code', code: '80488999', path: '/ifes/core/trans/query/repay_info' },
      ]),
    );
  });

  it('counts the armed faults in the header as English counts them', async () => {
    await bank.store.unit(sessionId, () => {
      bank.resetSession(sessionId, 'home.overdue-late-fee');
      bank.armFaults(sessionId, { next: [{ kind: 'network' }] });
    });
    window.location.hash = '#session';
    render(<DashboardRoot client={createDashboardClient()} />);
    expect((await screen.findByTestId('faults-armed')).textContent).toBe('1 fault armed');
  });

  it('makes an order as a merchant would, through the bank, and opens its cashier', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await open('orders', 'home.new-credit');
    const merchant = (await sessionOf()).state.wallet.merchants[0]!;
    expect(await screen.findByText(`${merchant.merchantName} (${merchant.merchantId})`)).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Goods 1: quantity' }), {
      target: { value: '2' },
    });
    expect(await screen.findByText("Empty: the goods' total, Rp300.000.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create order and open cashier' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const link = String(assign.mock.calls[0]![0]);
    const made = (await sessionOf()).state.wallet.orders.find(
      (o) => link === `/checkout?order=${o.mpcOrderNo}`,
    );
    expect(made).toMatchObject({
      merchantId: merchant.merchantId,
      amount: '300000',
      status: '0',
      goods: [{ goodsName: 'Kemeja batik', goodsPrice: '150000', goodsNum: '2' }],
    });
    assign.mockRestore();
  });

  it("says why the bank refused an order in the bank's words, and makes none", async () => {
    await open('orders', 'home.new-credit');
    const before = (await sessionOf()).state.wallet.orders.length;
    await screen.findByText(/\(MCT\d+\)$/);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount (Rp)' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create order and open cashier' }));
    const alert = await screen.findByText(
      'amount: Rp1.000 is not what the goods add up to, Rp150.000 (80471005)',
      { selector: '.ant-alert-title' },
    );
    expect(alert).toBeTruthy();
    expect((await sessionOf()).state.wallet.orders).toHaveLength(before);
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
    await bankControl.clock({ advanceDays: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Walked here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save snapshot' }));
    const link = (await screen.findByTestId('snapshot-link')).textContent ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?snapshot=[a-z0-9]+$/);
    expect(await screen.findByText('Walked here')).toBeTruthy();

    // The file as Download saves it, renamed and dropped back: the bank imports it as a new snapshot.
    const id = new URL(link).searchParams.get('snapshot') ?? '';
    const saved = (await bankControl.call('GET', `/snapshots/${id}`)) as { title: string };
    const file = new File([JSON.stringify({ ...saved, title: 'From disk' })], 'walk.snapshot.json', {
      type: 'application/json',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('From disk')).toBeTruthy();

    // The scenario against this session: the day walked is the clock's change, the first line.
    cleanup();
    window.location.hash = '#diff';
    render(<DashboardRoot client={createDashboardClient()} />);
    const compare = await screen.findByRole('button', { name: 'Compare' });
    await waitFor(() => expect(compare.hasAttribute('disabled')).toBe(false));
    fireEvent.click(compare);
    expect(await screen.findByText(/^\d+ changes?\b/)).toBeTruthy();
    const clock = screen.getByText('clock', { selector: 'code' }).closest('tr')!;
    expect(within(clock).getByText(/^22 Nov 2026 10:0\d WIB$/)).toBeTruthy();
  });
});
