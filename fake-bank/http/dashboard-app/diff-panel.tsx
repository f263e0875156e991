import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { calls, keys } from './control-calls';
import { useScenarios, useSession } from './hooks';
import { snapshotCalls, type Change, type DiffRef } from './snapshot-api';

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The changes between any two bank states: scenarios, snapshots and sessions. */
export function DiffPanel() {
  const { message } = App.useApp();
  const scenarios = useScenarios();
  const session = useSession();
  const snapshots = useQuery({ queryKey: keys.snapshots, queryFn: snapshotCalls.list, retry: false });
  const sessions = useQuery({ queryKey: keys.sessions, queryFn: calls.sessions });
  const [from, setFrom] = useState<DiffRef | undefined>(undefined);
  const [to, setTo] = useState<DiffRef | undefined>(undefined);
  const mine = session.data;
  const fromRef = from ?? (mine ? (`scenario:${mine.scenario}` as const) : undefined);
  const toRef = to ?? (mine ? (`session:${mine.session}` as const) : undefined);
  const diff = useMutation({
    mutationFn: ({ a, b }: { a: DiffRef; b: DiffRef }) => snapshotCalls.diff(a, b),
    onError: (error) => void message.error(error.message),
  });
  const options = [
    {
      label: 'Scenarios',
      options: (scenarios.data ?? []).map((s) => ({
        value: `scenario:${s.id}`,
        label: `${s.id} · ${s.title}`,
      })),
    },
    {
      label: 'Snapshots',
      options: (snapshots.data ?? []).map((s) => ({
        value: `snapshot:${s.id}`,
        label: `${s.title} (${s.id})`,
      })),
    },
    {
      label: 'Sessions',
      options: (sessions.data?.sessions ?? []).map((s) => ({
        value: `session:${s.id}`,
        label: `${s.id === mine?.session ? 'this browser' : s.id} · ${s.scenarioId}`,
      })),
    },
  ];
  const picker = (label: string, value: DiffRef | undefined, set: (ref: DiffRef) => void) => (
    <Select<DiffRef>
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={set}
      options={options as Array<{ label: string; options: Array<{ value: DiffRef; label: string }> }>}
      style={{ width: 420 }}
    />
  );
  return (
    <Card title="Diff">
      <Typography.Paragraph type="secondary">
        What differs between two bank states, secrets left out: money as amounts, dates as dates.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        {picker('From', fromRef, setFrom)}
        {picker('To', toRef, setTo)}
        <Button
          type="primary"
          disabled={!fromRef || !toRef}
          loading={diff.isPending}
          onClick={() => fromRef && toRef && diff.mutate({ a: fromRef, b: toRef })}
        >
          Compare
        </Button>
      </Space>
      {diff.data ? (
        <Table<Change>
          rowKey="path"
          size="small"
          dataSource={diff.data.changes}
          pagination={{ defaultPageSize: 100, hideOnSinglePage: true }}
          title={() => `${diff.data.changes.length} changes`}
          locale={{ emptyText: 'The two states are the same.' }}
          columns={[
            {
              title: 'Path',
              dataIndex: 'path',
              render: (path: string) => <Typography.Text code>{path}</Typography.Text>,
            },
            {
              title: 'From',
              dataIndex: 'from',
              render: (value: unknown) => <span className="diff-from">{show(value)}</span>,
            },
            {
              title: 'To',
              dataIndex: 'to',
              render: (value: unknown) => <span className="diff-to">{show(value)}</span>,
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
