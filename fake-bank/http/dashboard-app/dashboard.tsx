import { Button, Col, Drawer, Layout, Menu, Row, Tag, Typography } from 'antd';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { ClockCard } from './clock-card';
import { DiffPanel } from './diff-panel';
import { DriftPanel } from './drift-panel';
import { FaultsCard } from './faults-card';
import { useScenarios, useSession } from './hooks';
import { LogPanel } from './log-panel';
import { MagicPanel } from './magic-panel';
import { useNarrow } from './narrow';
import { OrdersPanel } from './orders-panel';
import { ScenariosPanel } from './scenarios-panel';
import { SessionCard } from './session-card';
import { SessionsPanel } from './sessions-panel';
import { SnapshotsPanel } from './snapshots-panel';
import { StateCard } from './state-card';
import { formatBankClock } from './wib';
import { counted } from './plural';

function SessionPanel() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10} className="session-column">
        <SessionCard />
        <ClockCard />
        <FaultsCard />
      </Col>
      <Col xs={24} xl={14}>
        <StateCard />
      </Col>
    </Row>
  );
}

const PANELS: Array<{ key: string; label: string; render: () => ReactNode }> = [
  { key: 'session', label: 'Session', render: () => <SessionPanel /> },
  { key: 'scenarios', label: 'Scenarios', render: () => <ScenariosPanel /> },
  { key: 'log', label: 'Log', render: () => <LogPanel /> },
  { key: 'orders', label: 'Orders', render: () => <OrdersPanel /> },
  { key: 'snapshots', label: 'Snapshots', render: () => <SnapshotsPanel /> },
  { key: 'diff', label: 'Diff', render: () => <DiffPanel /> },
  { key: 'sessions', label: 'Sessions', render: () => <SessionsPanel /> },
  { key: 'drift', label: 'Drift', render: () => <DriftPanel /> },
  { key: 'magic', label: 'Magic values', render: () => <MagicPanel /> },
];

/** The panel is the URL's hash (/__fake-bank/#log), so a link names one and the back button works. */
const subscribe = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};
const panelOf = () => {
  const key = window.location.hash.slice(1);
  return PANELS.some((p) => p.key === key) ? key : 'session';
};

function SessionBar() {
  const session = useSession().data;
  return (
    <div className="session-bar" aria-label="This browser's session" role="group">
      <span>
        Scenario <Tag color="#237804">{session?.scenario ?? '…'}</Tag>
      </span>
      <span>Clock {session ? formatBankClock(session.clock) : '…'}</span>
      {session?.faults.length ? (
        <Tag color="red" data-testid="faults-armed">
          {counted(session.faults.length, 'fault')} armed
        </Tag>
      ) : null}
    </div>
  );
}

function Links() {
  // The gallery's link only when the catalogue names a screenshot: its index is never asked for blind.
  const gallery = useScenarios().data?.some((s) => s.screenshot);
  return (
    <nav aria-label="Fake bank links" className="dashboard-links">
      <Button type="link" href="/">
        App
      </Button>
      <Button type="link" href="/__fake-bank/docs">
        API docs
      </Button>
      <Button type="link" href="/__fake-bank/openapi.json">
        openapi.json
      </Button>
      {gallery ? (
        <Button type="link" href="/__fake-bank/gallery/index.html">
          Gallery
        </Button>
      ) : null}
    </nav>
  );
}

/**
 * The fake bank's dashboard, for QA at a desk or on a phone: one panel at a time beside a menu, or below a
 * button that opens the menu in a drawer on a narrow screen (issue 40).
 */
export function Dashboard() {
  const panel = useSyncExternalStore(subscribe, panelOf);
  const narrow = useNarrow();
  // The drawer is open on the panel it was opened on: another panel (a link, the back button) closes it.
  const [menuOn, setMenuOn] = useState<string | null>(null);
  const menuOpen = menuOn === panel;
  const setMenuOpen = (open: boolean) => setMenuOn(open ? panel : null);
  const current = PANELS.find((p) => p.key === panel) ?? PANELS[0]!;
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[panel]}
      items={PANELS.map((p) => ({ key: p.key, label: <a href={`#${p.key}`}>{p.label}</a> }))}
      onClick={() => setMenuOpen(false)}
      aria-label="Panels"
    />
  );
  return (
    <Layout className={`dashboard${narrow ? ' dashboard--narrow' : ''}`}>
      <Layout.Header className="dashboard-header">
        <div className="dashboard-heading">
          {narrow ? (
            <Button
              className="dashboard-menu-button"
              aria-expanded={menuOpen}
              aria-label={`Panels: ${current.label}`}
              onClick={() => setMenuOpen(true)}
            >
              ☰ {current.label}
            </Button>
          ) : null}
          <Typography.Title level={1} className="dashboard-title">
            Fake bank
          </Typography.Title>
        </div>
        <SessionBar />
        <Links />
      </Layout.Header>
      <Layout>
        {narrow ? (
          <Drawer
            title="Panels"
            placement="left"
            size={260}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            className="dashboard-drawer"
          >
            {menu}
          </Drawer>
        ) : (
          <Layout.Sider width={200} theme="light" className="dashboard-sider">
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content className="dashboard-content" id="main">
          <h2 className="visually-hidden">{current.label}</h2>
          {current.render()}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
