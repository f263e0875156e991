import { Button, Card, Table, Tag, Typography } from 'antd';
import { useSession, useSessions } from './hooks';
import { useNarrow } from './narrow';
import { formatRealTime } from './wib';
import { counted } from './plural';

/** Every tester session the bank holds, most recently used first (real time, not a session clock). */
export function SessionsPanel() {
  const sessions = useSessions();
  const mine = useSession().data?.session;
  const page = sessions.data;
  const narrow = useNarrow();
  return (
    <Card
      title="Sessions"
      extra={
        <Button onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
          Refresh
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {page
          ? page.total > page.sessions.length
            ? `${page.sessions.length} most recent of ${page.total}. `
            : `${counted(page.total, 'session')}. `
          : ''}
        A session unused for 14 days (<code>FAKE_BANK_SESSION_TTL_DAYS</code>) expires; its browser is told so
        and gets its scenario back.
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        dataSource={page?.sessions ?? []}
        loading={sessions.isLoading}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
        rowClassName={(s) => (s.id === mine ? 'row-current' : '')}
        columns={[
          {
            title: 'Session',
            dataIndex: 'id',
            render: (id: string, s) => (
              <>
                <Typography.Text code className="session-id">
                  {id}
                </Typography.Text>{' '}
                {id === mine ? <Tag color="#237804">this browser</Tag> : null}
                {/* A narrow screen has no room for the scenario's column: it follows the id. */}
                {narrow ? (
                  <div>
                    <Typography.Text code>{s.scenarioId}</Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            title: 'Scenario',
            dataIndex: 'scenarioId',
            responsive: ['lg'],
            render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
          },
          { title: 'Created', dataIndex: 'createdAt', responsive: ['lg'], render: formatRealTime },
          { title: 'Last used', dataIndex: 'lastUsedAt', render: formatRealTime },
        ]}
      />
    </Card>
  );
}
