import { Button, Card, Empty, Flex, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { z } from 'zod/mini';
import type { DriftEntrySchema } from '../../core/control-answers';
import { calls } from './control-calls';
import { useControlAction, useDrift } from './hooks';
import { useNarrow } from './narrow';
import { counted } from './plural';
import { formatRealTime } from './wib';

type Entry = z.output<typeof DriftEntrySchema>;

/** How a kind of difference reads, and its colour: red breaks the client, orange may, blue tells. */
const KINDS: Record<Entry['kind'], { label: string; color: string }> = {
  missing: { label: 'spec field missing', color: 'red' },
  'assumed-absent': { label: 'assumed name absent', color: 'orange' },
  type: { label: 'other type', color: 'red' },
  format: { label: 'other format', color: 'orange' },
  'unknown-field': { label: 'unknown key', color: 'blue' },
  'unknown-code': { label: 'unknown code', color: 'orange' },
  'not-envelope': { label: 'no envelope', color: 'red' },
  'not-json': { label: 'not JSON', color: 'red' },
  'http-status': { label: 'HTTP status', color: 'orange' },
  down: { label: 'unreachable', color: 'red' },
  timeout: { label: 'timed out', color: 'red' },
};

const kindOf = (entry: Entry) => <Tag color={KINDS[entry.kind].color}>{KINDS[entry.kind].label}</Tag>;
const where = (entry: Entry) => (
  <>
    <Typography.Text code>{entry.call}</Typography.Text>{' '}
    {entry.path ? <Typography.Text className="log-path">{entry.path}</Typography.Text> : null}
  </>
);

const COLUMNS: ColumnsType<Entry> = [
  { title: 'Kind', key: 'kind', width: 150, render: (_, entry) => kindOf(entry) },
  { title: 'Where', key: 'where', render: (_, entry) => where(entry) },
  { title: 'Expected', dataIndex: 'expected', ellipsis: { showTitle: true } },
  { title: 'Got', dataIndex: 'got', render: (got: string) => <Typography.Text code>{got}</Typography.Text> },
  { title: 'Seen', dataIndex: 'count', width: 70, align: 'right' },
  { title: 'Last', dataIndex: 'at', width: 150, render: formatRealTime },
];

/** A narrow screen keeps what and where; what was expected and got is under the row. */
const NARROW_COLUMNS: ColumnsType<Entry> = [
  {
    title: 'Difference',
    key: 'where',
    render: (_, entry) => (
      <Flex vertical gap={4}>
        <span>{kindOf(entry)}</span>
        <span>{where(entry)}</span>
        <Typography.Text type="secondary">
          expected {entry.expected}; got <Typography.Text code>{entry.got}</Typography.Text> ({entry.count}×)
        </Typography.Text>
      </Flex>
    ),
  },
];

/**
 * With FAKE_BANK_UPSTREAM the bank passes bank calls through to another bank and reads each answer against
 * the contracts and the spec: every difference found, once with how often, newest first (DESIGN section 4).
 */
export function DriftPanel() {
  const [auto, setAuto] = useState(true);
  const drift = useDrift(auto);
  const narrow = useNarrow();
  const forget = useControlAction(
    () => calls.forgetDrift(),
    () => 'The differences found so far are forgotten.',
  );
  const report = drift.data;
  if (!report) return <Card title="Drift" loading={drift.isLoading} />;
  const entries = report.entries;
  return (
    <Card
      title="Drift"
      extra={
        report.upstream ? (
          <Flex wrap gap={8} align="center" justify="flex-end">
            <Switch checked={auto} onChange={setAuto} aria-label="Refresh every 2 s" />
            <span>every 2 s</span>
            <Button onClick={() => forget.mutate(undefined)} disabled={!entries.length}>
              Forget
            </Button>
          </Flex>
        ) : null
      }
    >
      {!report.upstream ? (
        <Typography.Paragraph data-testid="drift-no-upstream">
          This bank answers bank calls itself. Start it with <code>FAKE_BANK_UPSTREAM=&lt;base URL&gt;</code>{' '}
          to pass them through to another bank (cookies, CSRF and headers forwarded); each way its answers
          differ from the contracts and the spec then shows here.
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph type="secondary" data-testid="drift-upstream">
            Bank calls go to <Typography.Text code>{report.upstream}</Typography.Text>.{' '}
            {counted(entries.length, 'difference')} found.
          </Typography.Paragraph>
          <Table
            rowKey={(entry) => `${entry.call} ${entry.path} ${entry.kind} ${entry.expected} ${entry.got}`}
            size="small"
            dataSource={entries}
            loading={drift.isLoading}
            columns={narrow ? NARROW_COLUMNS : COLUMNS}
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description="The upstream's answers are as the product expects." /> }}
          />
        </>
      )}
    </Card>
  );
}
