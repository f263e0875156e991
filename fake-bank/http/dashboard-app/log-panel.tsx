import { Button, Card, Flex, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useLog, useSession } from './hooks';
import { logRowsOf, sinceReset, type LogRow, type StatusKind } from './log-rows';
import { useNarrow } from './narrow';
import { formatLogClock } from './wib';

const STATUS_COLOR: Record<StatusKind, string> = {
  ok: 'green',
  bad: 'red',
  fault: 'volcano',
  report: 'purple',
};
const pretty = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value, null, 2));

const retCodeOf = (row: LogRow) =>
  row.retCode ? (
    <Tooltip title={row.meaning}>
      <Typography.Text code type={/0000$/.test(row.retCode) ? 'success' : 'danger'}>
        {row.retCode}
      </Typography.Text>
    </Tooltip>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

const statusOf = (row: LogRow) => <Tag color={STATUS_COLOR[row.status.kind]}>{row.status.text}</Tag>;

/** A narrow screen keeps the path (its number before it) and the status; the rest is in the opened row. */
const NARROW_COLUMNS: ColumnsType<LogRow> = [
  {
    title: 'Call',
    key: 'path',
    render: (_, row) => (
      <Typography.Text className="log-path">
        <span className="log-seq">#{row.seq}</span> {row.entry.path}
      </Typography.Text>
    ),
  },
  { title: 'Status', key: 'status', width: 76, render: (_, row) => statusOf(row) },
];

const COLUMNS: ColumnsType<LogRow> = [
  { title: '#', dataIndex: 'seq', width: 44 },
  {
    title: 'Bank clock',
    key: 'at',
    width: 170,
    render: (_, row) => formatLogClock(row.entry.at),
  },
  {
    title: 'Scenario',
    dataIndex: 'scenario',
    width: 190,
    render: (scenario: string) => <Typography.Text code>{scenario}</Typography.Text>,
  },
  {
    title: 'Method',
    key: 'method',
    width: 80,
    render: (_, row) => <Tag>{row.entry.method}</Tag>,
  },
  {
    title: 'Path',
    key: 'path',
    render: (_, row) => <Typography.Text className="log-path">{row.entry.path}</Typography.Text>,
  },
  {
    title: 'Status',
    key: 'status',
    width: 100,
    render: (_, row) => statusOf(row),
  },
  { title: 'ret_code', key: 'retCode', width: 96, render: (_, row) => retCodeOf(row) },
  { title: 'Rule', dataIndex: 'rule', width: 150, ellipsis: { showTitle: true } },
];

/** What the narrow table leaves out of a row, at the top of its opened detail. */
function RowFacts({ row }: { row: LogRow }) {
  return (
    <Flex wrap gap={8} align="center" className="log-trace">
      <Tag>{row.entry.method}</Tag>
      <span>{formatLogClock(row.entry.at)}</span>
      <Typography.Text code>{row.scenario}</Typography.Text>
      {retCodeOf(row)}
      {row.rule ? <Typography.Text type="secondary">{row.rule}</Typography.Text> : null}
    </Flex>
  );
}

/** This session's calls since its scenario started, newest first, each with its request and answer. */
export function LogPanel() {
  const [auto, setAuto] = useState(true);
  const log = useLog(auto);
  const scenario = useSession().data?.scenario;
  const rows = logRowsOf(sinceReset(log.data ?? [], scenario));
  const narrow = useNarrow();
  return (
    <Card
      title="Log"
      extra={
        <Flex wrap gap={8} align="center" justify="flex-end">
          <Switch checked={auto} onChange={setAuto} aria-label="Refresh every 2 s" />
          <span>every 2 s</span>
          <Button onClick={() => void log.refetch()}>Refresh</Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        The calls in the order they arrived, newest first; a scenario reset starts the log anew. REPORT rows
        are the client&apos;s error reports. Open a row to read its request and answer.
      </Typography.Paragraph>
      <Table<LogRow>
        className="log-table"
        tableLayout="fixed"
        rowKey="key"
        size="small"
        columns={narrow ? NARROW_COLUMNS : COLUMNS}
        dataSource={rows}
        loading={log.isLoading}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: log.error ? log.error.message : 'No calls yet.' }}
        expandable={{
          expandedRowRender: (row) => (
            <div className="log-detail">
              {narrow ? <RowFacts row={row} /> : null}
              <div>
                <Typography.Title level={5}>Request</Typography.Title>
                <pre>{pretty(row.entry.request)}</pre>
              </div>
              <div>
                <Typography.Title level={5}>Response</Typography.Title>
                <pre>{pretty(row.entry.response)}</pre>
              </div>
              <Typography.Text type="secondary" className="log-trace">
                Trace: <code>{row.entry.trace}</code>
              </Typography.Text>
            </div>
          ),
        }}
      />
    </Card>
  );
}
