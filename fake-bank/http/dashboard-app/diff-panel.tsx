import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Select, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { calls, keys } from './control-calls';
import { useScenarios, useSession } from './hooks';
import { snapshotCalls, type Change, type DiffRef } from './snapshot-api';
import { useNarrow } from './narrow';
import { counted } from './plural';

const show = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const pathOf = (path: string, change: Change) => (
  <>
    <Typography.Text code className="diff-path">
      {path}
    </Typography.Text>
    {change.kind ? <Tag className="diff-kind">{change.kind}</Tag> : null}
  </>
);
const fromOf = (value: unknown) => <span className="diff-from">{show(value)}</span>;
const toOf = (value: unknown) => <span className="diff-to">{show(value)}</span>;

/** Path, from and to side by side; on a narrow screen one column, each change's values under its path. */
const columnsFor = (narrow: boolean): ColumnsType<Change> =>
  narrow
    ? [
        {
          title: 'Change',
          key: 'change',
          render: (_, change) => (
            <div className="diff-change">
              {pathOf(change.path, change)}
              <div>
                {fromOf(change.from)} → {toOf(change.to)}
              </div>
            </div>
          ),
        },
      ]
    : [
        { title: 'Path', dataIndex: 'path', width: '44%', render: pathOf },
        { title: 'From', dataIndex: 'from', render: fromOf },
        { title: 'To', dataIndex: 'to', render: toOf },
      ];

/** The changes between any two bank states: scenarios, snapshots and sessions. */
export function DiffPanel() {
  const { message } = App.useApp();
  const scenarios = useScenarios();
  const session = useSession();
  const snapshots = useQuery({ queryKey: keys.snapshots, queryFn: snapshotCalls.list, retry: false });
  const sessions = useQuery({ queryKey: keys.sessions, queryFn: calls.sessions });
  const [from, setFrom] = useState<DiffRef | undefined>(undefined);
  const [to, setTo] = useState<DiffRef | undefined>(undefined);
  // Secrets and the bank's bookkeeping are left out unless asked: a repayment touches dozens of them.
  const [all, setAll] = useState(false);
  const mine = session.data;
  const fromRef = from ?? (mine ? (`scenario:${mine.scenario}` as const) : undefined);
  const toRef = to ?? (mine ? (`session:${mine.session}` as const) : undefined);
  const diff = useMutation({
    mutationFn: ({ a, b, every }: { a: DiffRef; b: DiffRef; every: boolean }) =>
      snapshotCalls.diff(a, b, every),
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
      className="diff-ref"
    />
  );
  const compare = (every: boolean) => fromRef && toRef && diff.mutate({ a: fromRef, b: toRef, every });
  const hidden = diff.data?.hidden ?? 0;
  const narrow = useNarrow();
  return (
    <Card title="Diff">
      <Typography.Paragraph type="secondary">
        What differs between two bank states: the clock first, money as Rp, dates as dates. Secrets (keys,
        tokens, one-use proofs) and the bank&apos;s bookkeeping (id counters, the retry ledger) are left out
        unless the switch shows them.
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" className="toolbar">
        {picker('From', fromRef, setFrom)}
        {picker('To', toRef, setTo)}
        <Button
          type="primary"
          disabled={!fromRef || !toRef}
          loading={diff.isPending}
          onClick={() => compare(all)}
        >
          Compare
        </Button>
        <label className="diff-all">
          <Switch
            checked={all}
            onChange={(checked) => {
              setAll(checked);
              if (diff.data) compare(checked);
            }}
          />
          Show secrets and bookkeeping
        </label>
      </Flex>
      {diff.data ? (
        <Table<Change>
          className="diff-table"
          rowKey="path"
          size="small"
          tableLayout="fixed"
          dataSource={diff.data.changes}
          pagination={{ defaultPageSize: 100, hideOnSinglePage: true }}
          title={() =>
            counted(diff.data.changes.length, 'change') +
            (hidden ? ` (${counted(hidden, 'change')} to secrets and bookkeeping left out)` : '')
          }
          locale={{
            emptyText: hidden ? 'Only secrets and bookkeeping differ.' : 'The two states are the same.',
          }}
          columns={columnsFor(narrow)}
        />
      ) : null}
    </Card>
  );
}
