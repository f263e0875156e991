import { Button, Card, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useLog, useSession } from './hooks';
import { logRowsOf, sinceReset, type LogRow, type StatusKind } from './log-rows';
import { formatLogClock } from './wib';

const STATUS_COLOR: Record<StatusKind, string> = {
  ok: 'green',
  bad: 'red',
  fault: 'volcano',
  report: 'purple',
};
const pretty = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value, null, 2));

const columns: ColumnsType<LogRow> = [
  { title: '#', dataIndex: 'seq', width: 48 },
  { title: 'Bank clock', key: 'at', width: 170, render: (_, row) => formatLogClock(row.entry.at) },
  {
    title: 'Scenario',
    dataIndex: 'scenario',
    width: 190,
    render: (scenario: string) => <Typography.Text code>{scenario}</Typography.Text>,
  },
  { title: 'Method', key: 'method', width: 80, render: (_, row) => <Tag>{row.entry.method}</Tag> },
  {
    title: 'Path',
    key: 'path',
    render: (_, row) => <Typography.Text className="log-path">{row.entry.path}</Typography.Text>,
  },
  {
    title: 'Status',
    key: 'status',
    width: 100,
    render: (_, row) => <Tag color={STATUS_COLOR[row.status.kind]}>{row.status.text}</Tag>,
  },
  {
    title: 'ret_code',
    key: 'retCode',
    width: 96,
    render: (_, row) =>
      row.retCode ? (
        <Tooltip title={row.meaning}>
          <Typography.Text code type={/0000$/.test(row.retCode) ? 'success' : 'danger'}>
            {row.retCode}
          </Typography.Text>
        </Tooltip>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
  { title: 'Rule', dataIndex: 'rule', width: 150, ellipsis: { showTitle: true } },
];

/** This session's calls since its scenario started, newest first, each with its request and answer. */
export function LogPanel() {
  const [auto, setAuto] = useState(true);
  const log = useLog(auto);
  const scenario = useSession().data?.scenario;
  const rows = logRowsOf(sinceReset(log.data ?? [], scenario));
  return (
    <Card
      title="Log"
      extra={
        <Space>
          <Switch checked={auto} onChange={setAuto} aria-label="Refresh every 2 s" />
          <span>Refresh every 2 s</span>
          <Button onClick={() => void log.refetch()}>Refresh</Button>
        </Space>
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
        columns={columns}
        dataSource={rows}
        loading={log.isLoading}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: log.error ? log.error.message : 'No calls yet.' }}
        expandable={{
          expandedRowRender: (row) => (
            <div className="log-detail">
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
