import { Button, Col, Layout, Menu, Row, Space, Tag, Typography } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import { ClockCard } from './clock-card';
import { DiffPanel } from './diff-panel';
import { FaultsCard } from './faults-card';
import { useScenarios, useSession } from './hooks';
import { LogPanel } from './log-panel';
import { MagicPanel } from './magic-panel';
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
      <Col span={10}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <SessionCard />
          <ClockCard />
          <FaultsCard />
        </Space>
      </Col>
      <Col span={14}>
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
    <Space size={12} className="session-bar" aria-label="This browser's session">
      <span>
        Scenario <Tag color="#237804">{session?.scenario ?? '…'}</Tag>
      </span>
      <span>Clock {session ? formatBankClock(session.clock) : '…'}</span>
      {session?.faults.length ? (
        <Tag color="red" data-testid="faults-armed">
          {counted(session.faults.length, 'fault')} armed
        </Tag>
      ) : null}
    </Space>
  );
}

/** The fake bank's dashboard: a desktop tool for QA, one panel at a time beside a menu. */
export function Dashboard() {
  const panel = useSyncExternalStore(subscribe, panelOf);
  // The gallery's link only when the catalogue names a screenshot: its index is never asked for blind.
  const gallery = useScenarios().data?.some((s) => s.screenshot);
  const current = PANELS.find((p) => p.key === panel) ?? PANELS[0]!;
  return (
    <Layout className="dashboard">
      <Layout.Header className="dashboard-header">
        <Typography.Title level={1} className="dashboard-title">
          Fake bank
        </Typography.Title>
        <SessionBar />
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
      </Layout.Header>
      <Layout>
        <Layout.Sider width={200} theme="light" className="dashboard-sider">
          <Menu
            mode="inline"
            selectedKeys={[panel]}
            items={PANELS.map((p) => ({ key: p.key, label: <a href={`#${p.key}`}>{p.label}</a> }))}
            aria-label="Panels"
          />
        </Layout.Sider>
        <Layout.Content className="dashboard-content" id="main">
          <h2 className="visually-hidden">{current.label}</h2>
          {current.render()}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
