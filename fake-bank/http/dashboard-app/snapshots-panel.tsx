import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ControlError } from './api';
import { copyText } from './copy-text';
import { keys } from './control-calls';
import {
  snapshotCalls,
  snapshotLink,
  SnapshotImportSchema,
  type SnapshotCreated,
  type SnapshotSummary,
} from './snapshot-api';
import { useNarrow } from './narrow';
import { formatRealTime } from './wib';

/** Saves the snapshot file under its id (`<id>.snapshot.json`), as the browser downloads any file. */
function download(name: string, body: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** The panel's calls and what each says: every one refreshes the list and the session. */
function useSnapshotActions() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [keys.snapshots, keys.session, keys.log].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  const fail = (error: Error) => void message.error(error.message);
  const open = useMutation({
    mutationFn: (snapshot: SnapshotSummary) => snapshotCalls.open(snapshot.id),
    onSuccess: async (_, snapshot) => {
      void message.success(`Session opened at “${snapshot.title}”: reload the app's tab.`);
      await refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (snapshot: SnapshotSummary) => snapshotCalls.remove(snapshot.id),
    onSuccess: async (_, snapshot) => {
      void message.success(`Deleted “${snapshot.title}”.`);
      await refresh();
    },
    onError: fail,
  });
  const copy = (link: string) => copyText(link).then(() => void message.success('Copied the link.'), fail);
  return { message, refresh, fail, open, remove, copy };
}
type Actions = ReturnType<typeof useSnapshotActions>;

/** A file dropped or chosen, read as a snapshot file: its own words when it is not one. */
async function importOf(file: File) {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new ControlError(`${file.name} is not JSON: a snapshot file is what Download saves.`);
  }
  const parsed = SnapshotImportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ControlError(
      `${file.name}: ${issue?.path.join('.') || '(file)'}: ${issue?.message ?? 'not a snapshot'}`,
    );
  }
  // The file as it was saved, minus its id and date: the bank gives the copy its own.
  const { id: _id, createdAt: _createdAt, ...file_ } = parsed.data;
  return snapshotCalls.import(file_);
}

/** The snapshot just saved or imported, with its link. */
function SavedLink({ saved, actions }: { saved: SnapshotCreated; actions: Actions }) {
  const link = snapshotLink(saved, window.location.origin);
  return (
    <Alert
      style={{ marginTop: 12 }}
      type="success"
      showIcon
      title={`“${saved.title}” saved`}
      description={
        <Space wrap>
          <Typography.Link href={link} target="_blank" data-testid="snapshot-link" className="snapshot-link">
            {link}
          </Typography.Link>
          <Button size="small" onClick={() => void actions.copy(link)}>
            Copy link
          </Button>
        </Space>
      }
    />
  );
}

/** Save the session with a title and the route its link opens. */
function SaveCard({ actions, onSaved }: { actions: Actions; onSaved: (created: SnapshotCreated) => void }) {
  const narrow = useNarrow();
  const [title, setTitle] = useState('');
  // The app route the link opens (the screen the tester walked to); the bank opens / without one.
  const [path, setPath] = useState('');
  const save = useMutation({
    mutationFn: () =>
      snapshotCalls.save({
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(path.trim() ? { path: path.trim() } : {}),
      }),
    onSuccess: async (created) => {
      onSaved(created);
      setTitle('');
      setPath('');
      void actions.message.success(`Saved “${created.title}”.`);
      await actions.refresh();
    },
    onError: actions.fail,
  });
  return (
    <Form layout={narrow ? 'vertical' : 'inline'} className="snapshot-form" onFinish={() => save.mutate()}>
      <Form.Item label="Title" htmlFor="snapshot-title">
        <Input
          id="snapshot-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="e.g. overdue 3 days after a partial repayment"
          maxLength={120}
          className="snapshot-title"
        />
      </Form.Item>
      <Form.Item label="Page" htmlFor="snapshot-path">
        <Input
          id="snapshot-path"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          placeholder="/ or the app route the link opens, e.g. /paylater/bills"
          maxLength={300}
          className="snapshot-path"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save snapshot
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Open, copy the link of, download or delete one snapshot. */
function SnapshotActions({ snapshot, actions }: { snapshot: SnapshotSummary; actions: Actions }) {
  return (
    <Space wrap>
      <Button
        type="primary"
        size="small"
        onClick={() => actions.open.mutate(snapshot)}
        aria-label={`Open ${snapshot.title}`}
      >
        Open
      </Button>
      <Button size="small" onClick={() => void actions.copy(snapshotLink(snapshot, window.location.origin))}>
        Copy link
      </Button>
      <Button
        size="small"
        onClick={() =>
          snapshotCalls
            .file(snapshot.id)
            .then((file) => download(`${snapshot.id}.snapshot.json`, file), actions.fail)
        }
      >
        Download
      </Button>
      <Popconfirm title={`Delete “${snapshot.title}”?`} onConfirm={() => actions.remove.mutate(snapshot)}>
        <Button size="small" danger>
          Delete
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The saved snapshots, newest first; on a narrow screen each row's actions under its title. */
function SnapshotTable({
  list,
  actions,
}: {
  list: ReturnType<typeof useQuery<SnapshotSummary[]>>;
  actions: Actions;
}) {
  const narrow = useNarrow();
  return (
    <Table<SnapshotSummary>
      rowKey="id"
      size="small"
      dataSource={list.data ?? []}
      loading={list.isLoading}
      pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: list.error ? list.error.message : 'No snapshot saved yet.' }}
      columns={[
        {
          title: 'Title',
          dataIndex: 'title',
          render: (title: string, snapshot) =>
            narrow ? (
              <Space orientation="vertical" size={6}>
                <span>{title}</span>
                <Typography.Text type="secondary">{formatRealTime(snapshot.createdAt)}</Typography.Text>
                <SnapshotActions snapshot={snapshot} actions={actions} />
              </Space>
            ) : (
              title
            ),
        },
        {
          title: 'Id',
          dataIndex: 'id',
          responsive: ['lg'],
          render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
        },
        { title: 'Saved', dataIndex: 'createdAt', width: 180, responsive: ['lg'], render: formatRealTime },
        {
          title: 'Actions',
          key: 'actions',
          width: 380,
          responsive: ['lg'],
          render: (_, snapshot) => <SnapshotActions snapshot={snapshot} actions={actions} />,
        },
      ]}
    />
  );
}

/** Snapshots: the walked state saved with a title, listed, opened, shared as a link, downloaded, imported. */
export function SnapshotsPanel() {
  const actions = useSnapshotActions();
  const list = useQuery({ queryKey: keys.snapshots, queryFn: snapshotCalls.list, retry: false });
  const [saved, setSaved] = useState<SnapshotCreated | null>(null);
  const importFile = useMutation({
    mutationFn: importOf,
    onSuccess: async (created) => {
      setSaved(created);
      void actions.message.success(`Imported “${created.title}”.`);
      await actions.refresh();
    },
    onError: actions.fail,
  });
  const missing = list.error instanceof ControlError && list.error.status === 404;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="Save the current session" size="small">
        <Typography.Paragraph type="secondary">
          A snapshot keeps this session&apos;s whole bank state and clock. Its link opens a copy in any
          browser, with the same screen and figures.
        </Typography.Paragraph>
        <SaveCard actions={actions} onSaved={setSaved} />
        {saved ? <SavedLink saved={saved} actions={actions} /> : null}
      </Card>

      <Card title="Import a snapshot file" size="small">
        <Upload.Dragger
          accept=".json,application/json"
          showUploadList={false}
          multiple={false}
          beforeUpload={(file) => {
            importFile.mutate(file);
            return false;
          }}
        >
          <p className="upload-text">Drop a snapshot file here, or click to choose one</p>
          <p className="upload-hint">A file saved by Download (or committed under scenarios/snapshots/).</p>
        </Upload.Dragger>
      </Card>

      <Card
        title="Snapshots"
        size="small"
        extra={<Button onClick={() => void list.refetch()}>Refresh</Button>}
      >
        {missing ? (
          <Alert
            type="info"
            showIcon
            title="This bank keeps no snapshots yet (GET /__fake-bank/snapshots answers 404)."
          />
        ) : (
          <SnapshotTable list={list} actions={actions} />
        )}
      </Card>
    </Space>
  );
}
