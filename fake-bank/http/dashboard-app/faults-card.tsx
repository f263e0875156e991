import { AutoComplete, Button, Card, Flex, Form, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { BASE_CODES } from '../../../contracts/codes/base';
import type { Fault } from '../../model/faults';
import { calls } from './control-calls';
import { FaultForm, LatencyRow } from './fault-form';
import { useControlAction, useLog, useSession } from './hooks';
import { lastLoadPaths, recentBankPaths } from './log-rows';

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
/** The presets on one call: by default the first the screen's last load asked, named beside the buttons. */
function FaultPresets({
  paths,
  screenPaths,
  arming,
  onArm,
}: {
  paths: string[];
  screenPaths: string[];
  arming: boolean;
  onArm: (fault: Fault) => void;
}) {
  const [target, setTarget] = useState<string | undefined>(undefined);
  const presetPath = (target ?? screenPaths[0] ?? '').trim();
  return (
    <>
      <Form layout="vertical" component="div">
        <Form.Item label="Preset target: next call to" htmlFor="preset-path">
          <AutoComplete
            id="preset-path"
            options={paths.map((value) => ({ value }))}
            value={target ?? screenPaths[0] ?? ''}
            onChange={(value: string) => setTarget(value)}
            placeholder="/ifes/... (open a screen of the app first)"
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph data-testid="preset-target">
        {presetPath ? (
          <>
            Presets hit the next call to <Typography.Text code>{presetPath}</Typography.Text>
            {presetPath === screenPaths[0] ? ", the first the screen's last load asked." : '.'}
          </>
        ) : (
          <Typography.Text type="secondary">
            Open a screen of the app first: its calls are the presets&apos; targets.
          </Typography.Text>
        )}
      </Typography.Paragraph>
      <Flex wrap gap={8} role="group" aria-label="Fault presets">
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            danger
            disabled={!presetPath || arming}
            onClick={() => onArm({ ...preset.fault, path: presetPath })}
          >
            {preset.label}
          </Button>
        ))}
      </Flex>
    </>
  );
}

/** The armed faults, each with its button to remove it. */
function ArmedFaults({
  faults,
  onRemove,
}: {
  faults: Fault[];
  onRemove: (index: number, fault: Fault) => void;
}) {
  return (
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
              onClick={() => onRemove(index, fault)}
            >
              Remove
            </Button>,
          ]}
        >
          <Space wrap>
            <Tag color={fault.kind === 'code' ? 'orange' : 'red'}>{describeFault(fault)}</Tag>
            {fault.path ? (
              <Typography.Text code className="fault-armed-path">
                {fault.path}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">any bank call</Typography.Text>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

/**
 * Faults: presets on a named call (a call without a path would hit csrf_token/get first, which the client
 * retries quietly, so the screen would show nothing), any fault by hand, latency, and the armed list.
 */
export function FaultsCard() {
  const session = useSession();
  const log = useLog(false);
  const screenPaths = lastLoadPaths(log.data ?? []);
  // The screen's last load first, in the order it asked; then the other calls, newest first.
  const paths = [...new Set([...screenPaths, ...recentBankPaths(log.data ?? [])])];
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
  return (
    <Card title="Faults" size="small">
      <Typography.Paragraph type="secondary">
        Each armed fault hits once: the next bank call whose path contains its path. Presets aim at one call,
        by default the first call of the screen&apos;s last load, the one it waits for; then reload the screen
        to see it.
      </Typography.Paragraph>
      <FaultPresets paths={paths} screenPaths={screenPaths} arming={arm.isPending} onArm={arm.mutate} />
      <Typography.Title level={5} className="faults-heading">
        Add a fault
      </Typography.Title>
      <FaultForm paths={paths} arming={arm.isPending} onArm={arm.mutate} />
      <Typography.Title level={5} className="faults-heading">
        Latency
      </Typography.Title>
      <LatencyRow current={session.data?.latencyMs ?? 0} onSet={(ms) => latency.mutateAsync(ms)} />
      <Typography.Title level={5} className="faults-heading">
        Armed faults
      </Typography.Title>
      <ArmedFaults
        faults={session.data?.faults ?? []}
        onRemove={(index, fault) => disarm.mutate({ index, fault })}
      />
    </Card>
  );
}
