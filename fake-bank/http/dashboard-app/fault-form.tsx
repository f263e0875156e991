import { AutoComplete, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { BASE_CODES } from '../../../contracts/codes/base';
import { FaultSchema, type Fault } from '../../model/faults';
import { useNarrow } from './narrow';

const KINDS = FaultSchema.shape.kind.options;
const KIND_TEXT: Record<Fault['kind'], string> = {
  network: 'network (connection dropped)',
  timeout: 'timeout (no answer)',
  http: 'http (status code)',
  code: 'code (envelope ret_code)',
};

type Values = { path?: string; kind: Fault['kind']; status?: number; code?: string };

/** Any fault by hand: a path (empty: any bank call), its kind, and the status or code it answers. */
export function FaultForm({
  paths,
  arming,
  onArm,
}: {
  paths: string[];
  arming: boolean;
  onArm: (fault: Fault) => void;
}) {
  const [form] = Form.useForm<Values>();
  const narrow = useNarrow();
  const kind = Form.useWatch('kind', form);
  const [formError, setFormError] = useState('');
  return (
    <>
      <Form
        form={form}
        layout={narrow ? 'vertical' : 'inline'}
        className="fault-form"
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
          onArm(fault.data);
        }}
      >
        <Form.Item name="path" label="Path contains">
          <AutoComplete
            options={paths.map((value) => ({ value }))}
            placeholder="empty: any bank call"
            className="fault-path"
          />
        </Form.Item>
        <Form.Item name="kind" label="Kind">
          <Select
            className="fault-kind"
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
            <Input inputMode="numeric" className="fault-code" />
          </Form.Item>
        ) : null}
        <Form.Item>
          <Button htmlType="submit" type="primary" loading={arming}>
            Arm fault
          </Button>
        </Form.Item>
      </Form>
      {formError ? (
        <Typography.Text type="danger" role="alert">
          {formError}
        </Typography.Text>
      ) : null}
    </>
  );
}

/** The latency every bank call of the session waits. */
export function LatencyRow({ current, onSet }: { current: number; onSet: (ms: number) => Promise<unknown> }) {
  const [latencyMs, setLatencyMs] = useState<number | null>(null);
  return (
    <Space.Compact>
      <InputNumber
        aria-label="Latency (ms)"
        min={0}
        max={60000}
        step={100}
        value={latencyMs ?? current}
        onChange={setLatencyMs}
        suffix="ms"
      />
      <Button
        onClick={() =>
          void onSet(latencyMs ?? current).then(
            () => setLatencyMs(null),
            () => undefined,
          )
        }
      >
        Set latency
      </Button>
    </Space.Compact>
  );
}
