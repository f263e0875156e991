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

/** Snapshots: the walked state saved with a title, listed, opened, shared as a link, downloaded, imported. */
export function SnapshotsPanel() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useQuery({ queryKey: keys.snapshots, queryFn: snapshotCalls.list, retry: false });
  const [title, setTitle] = useState('');
  // The app route the link opens (the screen the tester walked to); the bank opens / without one.
  const [path, setPath] = useState('');
  const [saved, setSaved] = useState<SnapshotCreated | null>(null);
  const refresh = () =>
    Promise.all(
      [keys.snapshots, keys.session, keys.log].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  const fail = (error: Error) => void message.error(error.message);
  const save = useMutation({
    mutationFn: () =>
      snapshotCalls.save({
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(path.trim() ? { path: path.trim() } : {}),
      }),
    onSuccess: async (created) => {
      setSaved(created);
      setTitle('');
      setPath('');
      void message.success(`Saved “${created.title}”.`);
      await refresh();
    },
    onError: fail,
  });
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
  const importFile = useMutation({
    mutationFn: async (file: File) => {
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
    },
    onSuccess: async (created) => {
      setSaved(created);
      void message.success(`Imported “${created.title}”.`);
      await refresh();
    },
    onError: fail,
  });
  const copy = (link: string) => copyText(link).then(() => void message.success('Copied the link.'), fail);
  const missing = list.error instanceof ControlError && list.error.status === 404;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="Save the current session" size="small">
        <Typography.Paragraph type="secondary">
          A snapshot keeps this session&apos;s whole bank state and clock. Its link opens a copy in any
          browser, with the same screen and figures.
        </Typography.Paragraph>
        <Form layout="inline" onFinish={() => save.mutate()}>
          <Form.Item label="Title" htmlFor="snapshot-title">
            <Input
              id="snapshot-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="e.g. overdue 3 days after a partial repayment"
              maxLength={120}
              style={{ width: 420 }}
            />
          </Form.Item>
          <Form.Item label="Page" htmlFor="snapshot-path">
            <Input
              id="snapshot-path"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              placeholder="/ or the app route the link opens, e.g. /paylater/bills"
              maxLength={300}
              style={{ width: 320 }}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save snapshot
            </Button>
          </Form.Item>
        </Form>
        {saved ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            title={`“${saved.title}” saved`}
            description={
              <Space wrap>
                <Typography.Link
                  href={snapshotLink(saved, window.location.origin)}
                  target="_blank"
                  data-testid="snapshot-link"
                >
                  {snapshotLink(saved, window.location.origin)}
                </Typography.Link>
                <Button size="small" onClick={() => void copy(snapshotLink(saved, window.location.origin))}>
                  Copy link
                </Button>
              </Space>
            }
          />
        ) : null}
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
          <Table<SnapshotSummary>
            rowKey="id"
            size="small"
            dataSource={list.data ?? []}
            loading={list.isLoading}
            pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: list.error ? list.error.message : 'No snapshot saved yet.' }}
            columns={[
              { title: 'Title', dataIndex: 'title' },
              {
                title: 'Id',
                dataIndex: 'id',
                render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
              },
              { title: 'Saved', dataIndex: 'createdAt', width: 180, render: formatRealTime },
              {
                title: 'Actions',
                key: 'actions',
                width: 380,
                render: (_, snapshot) => (
                  <Space wrap>
                    <Button
                      type="primary"
                      size="small"
                      onClick={() => open.mutate(snapshot)}
                      aria-label={`Open ${snapshot.title}`}
                    >
                      Open
                    </Button>
                    <Button
                      size="small"
                      onClick={() => void copy(snapshotLink(snapshot, window.location.origin))}
                    >
                      Copy link
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        snapshotCalls
                          .file(snapshot.id)
                          .then((file) => download(`${snapshot.id}.snapshot.json`, file), fail)
                      }
                    >
                      Download
                    </Button>
                    <Popconfirm
                      title={`Delete “${snapshot.title}”?`}
                      onConfirm={() => remove.mutate(snapshot)}
                    >
                      <Button size="small" danger>
                        Delete
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
