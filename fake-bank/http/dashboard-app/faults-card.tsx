import {
  AutoComplete,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { BASE_CODES } from '../../../contracts/codes/base';
import { FaultSchema, type Fault } from '../../state/faults';
import { calls } from './control-calls';
import { useControlAction, useLog, useSession } from './hooks';
import { recentBankPaths } from './log-rows';

const KINDS = FaultSchema.shape.kind.options;
const KIND_TEXT: Record<Fault['kind'], string> = {
  network: 'network (connection dropped)',
  timeout: 'timeout (no answer)',
  http: 'http (status code)',
  code: 'code (envelope ret_code)',
};

/** The outcomes a tester asks for most, each on the next call of the path the preset names. */
const PRESETS: Array<{ label: string; fault: Omit<Fault, 'path'> }> = [
  { label: 'Network failure', fault: { kind: 'network' } },
  { label: 'Timeout', fault: { kind: 'timeout' } },
  {
    label: `Servers busy (${BASE_CODES.SERVERS_BUSY.code})`,
    fault: { kind: 'code', code: BASE_CODES.SERVERS_BUSY.code },
  },
  { label: 'HTTP 500', fault: { kind: 'http', status: 500 } },
];

export function describeFault(fault: Fault): string {
  if (fault.kind === 'http') return `http · status ${fault.status ?? 500}`;
  if (fault.kind === 'code') return `code · ret_code ${fault.code ?? '(default)'}`;
  return fault.kind;
}

const targetOf = (fault: Fault) => (fault.path ? `calls to ${fault.path}` : 'any bank call');

/**
 * Faults: presets on a named call (a call without a path would hit csrf_token/get first, which the client
 * retries quietly, so the screen would show nothing), any fault by hand, latency, and the armed list.
 */
export function FaultsCard() {
  const session = useSession();
  const log = useLog(false);
  const paths = recentBankPaths(log.data ?? []);
  const [target, setTarget] = useState<string | undefined>(undefined);
  const presetPath = target ?? paths[0] ?? '';
  const [form] = Form.useForm<{ path?: string; kind: Fault['kind']; status?: number; code?: string }>();
  const kind = Form.useWatch('kind', form);
  const [formError, setFormError] = useState('');
  const [latencyMs, setLatencyMs] = useState<number | null>(null);
  const arm = useControlAction(
    (fault: Fault) => calls.arm({ next: [fault] }),
    (_, fault) =>
      `Armed ${describeFault(fault)} for ${fault.path ? `the next call to ${fault.path}` : 'the next bank call'}.`,
  );
  const latency = useControlAction(
    (latencyMs: number) => calls.arm({ latencyMs }),
    (_, ms) => (ms > 0 ? `Every bank call now waits ${ms} ms.` : 'Latency off.'),
  );
  const disarm = useControlAction(
    ({ index }: { index: number; fault: Fault }) => calls.disarm(index),
    (_, { fault }) => `Removed ${describeFault(fault)}${fault.path ? ` on ${fault.path}` : ''}.`,
  );
  const faults = session.data?.faults ?? [];
  const pathOptions = paths.map((value) => ({ value }));

  return (
    <Card title="Faults" size="small">
      <Typography.Paragraph type="secondary">
        Each armed fault hits once: the next bank call whose path contains its path. Presets name the call, by
        default the last one the app made (reload the screen to make it again).
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Preset target: next call to" htmlFor="preset-path">
          <AutoComplete
            id="preset-path"
            options={pathOptions}
            value={presetPath}
            onChange={(value: string) => setTarget(value)}
            placeholder="/ifes/... (open a screen of the app first)"
          />
        </Form.Item>
      </Form>
      <Flex wrap gap={8} role="group" aria-label="Fault presets">
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            danger
            disabled={!presetPath.trim() || arm.isPending}
            onClick={() => arm.mutate({ ...preset.fault, path: presetPath.trim() })}
          >
            {preset.label}
          </Button>
        ))}
      </Flex>

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Add a fault
      </Typography.Title>
      <Form
        form={form}
        layout="inline"
        initialValues={{ kind: 'network', status: 500, code: BASE_CODES.SERVERS_BUSY.code }}
        onFinish={(values) => {
          const fault = FaultSchema.safeParse({
            kind: values.kind,
            ...(values.path?.trim() ? { path: values.path.trim() } : {}),
            ...(values.kind === 'http' ? { status: values.status } : {}),
            ...(values.kind === 'code' ? { code: values.code?.trim() } : {}),
          });
          if (!fault.success) {
            setFormError(fault.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
            return;
          }
          setFormError('');
          arm.mutate(fault.data);
        }}
      >
        <Form.Item name="path" label="Path contains">
          <AutoComplete options={pathOptions} placeholder="empty: any bank call" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="kind" label="Kind">
          <Select
            style={{ width: 220 }}
            options={KINDS.map((value) => ({ value, label: KIND_TEXT[value] }))}
          />
        </Form.Item>
        {kind === 'http' ? (
          <Form.Item name="status" label="HTTP status">
            <InputNumber min={400} max={599} />
          </Form.Item>
        ) : null}
        {kind === 'code' ? (
          <Form.Item name="code" label="ret_code">
            <Input inputMode="numeric" style={{ width: 120 }} />
          </Form.Item>
        ) : null}
        <Form.Item>
          <Button htmlType="submit" type="primary" loading={arm.isPending}>
            Arm fault
          </Button>
        </Form.Item>
      </Form>
      {formError ? (
        <Typography.Text type="danger" role="alert">
          {formError}
        </Typography.Text>
      ) : null}

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Latency
      </Typography.Title>
      <Space.Compact>
        <InputNumber
          aria-label="Latency (ms)"
          min={0}
          max={60000}
          step={100}
          value={latencyMs ?? session.data?.latencyMs ?? 0}
          onChange={setLatencyMs}
          suffix="ms"
        />
        <Button
          onClick={() =>
            latency.mutate(latencyMs ?? session.data?.latencyMs ?? 0, { onSuccess: () => setLatencyMs(null) })
          }
        >
          Set latency
        </Button>
      </Space.Compact>

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Armed faults
      </Typography.Title>
      <List
        size="small"
        className="faults-list"
        dataSource={faults}
        locale={{ emptyText: 'None armed.' }}
        renderItem={(fault, index) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                aria-label={`Remove fault ${index + 1}: ${describeFault(fault)} on ${targetOf(fault)}`}
                onClick={() => disarm.mutate({ index, fault })}
              >
                Remove
              </Button>,
            ]}
          >
            <Space>
              <Tag color={fault.kind === 'code' ? 'orange' : 'red'}>{describeFault(fault)}</Tag>
              {fault.path ? (
                <Typography.Text code>{fault.path}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">any bank call</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
