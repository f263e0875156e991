import { Button, Card, Descriptions, Segmented, Space, Typography } from 'antd';
import { DeviceSchema } from '../../model/bank-state-core';
import { calls } from './control-calls';
import { useNarrow } from './narrow';
import { useControlAction, useSession, useSessions } from './hooks';
import { formatBankClock, formatRealTime } from './wib';

/** The caller's session: which it is, its scenario and clock, the phone it pretends to be. */
export function SessionCard() {
  const session = useSession();
  const sessions = useSessions();
  const device = DeviceSchema.safeParse(session.data?.state.device);
  const restart = useControlAction(
    (scenario: string) => calls.reset({ scenario }),
    (answer) => `Session reset to ${answer.scenario}.`,
  );
  const toggle = useControlAction(
    (inApp: boolean) => calls.device({ device: { inApp } }),
    (answer) =>
      `${answer.device.inApp ? 'In the bank app' : 'Outside the app'} now: reload the app's tab to see it.`,
  );
  const profile = useControlAction(
    (next: 'full' | 'spec') => calls.device({ profile: next }),
    (answer) =>
      answer.profile === 'spec'
        ? 'The bank now answers only what the spec names: reload the app to see it.'
        : 'The bank now answers everything it knows: reload the app to see it.',
  );
  const data = session.data;
  const narrow = useNarrow();
  const mine = sessions.data?.sessions.find((s) => s.id === data?.session);
  return (
    <Card
      title="Current session"
      size="small"
      id="session"
      extra={
        <Button disabled={!data || restart.isPending} onClick={() => data && restart.mutate(data.scenario)}>
          Restart scenario
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        The browser&apos;s cookie picks the session, so this page and the app in another tab share it.
      </Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        bordered
        layout={narrow ? 'vertical' : 'horizontal'}
        styles={narrow ? undefined : { label: { width: 120 } }}
      >
        <Descriptions.Item label="Session">
          <Typography.Text code copyable data-testid="session-id">
            {data?.session ?? '…'}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Scenario">
          <Typography.Text code data-testid="session-scenario">
            {data?.scenario ?? '…'}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Clock (WIB)">
          <span data-testid="session-clock">{data ? formatBankClock(data.clock) : '…'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Device">
          {device.success ? (
            <Space wrap>
              <span data-testid="session-device">
                {device.data.inApp ? 'In the bank app' : 'Browser, outside the app'} · {device.data.locale} ·
                camera {device.data.camera}
              </span>
              <Button size="small" onClick={() => toggle.mutate(!device.data.inApp)}>
                {device.data.inApp ? 'Leave the app' : 'Open in the app'}
              </Button>
            </Space>
          ) : (
            '…'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Answers">
          {data ? (
            <Space wrap>
              <Segmented
                size="small"
                aria-label="What the bank answers"
                value={data.profile}
                disabled={profile.isPending}
                onChange={(value) => profile.mutate(value === 'spec' ? 'spec' : 'full')}
                options={[
                  { label: 'Full bank', value: 'full' },
                  { label: 'Spec only', value: 'spec' },
                ]}
                data-testid="session-profile"
              />
              <Typography.Text type="secondary">
                {data.profile === 'spec'
                  ? 'Only the spec’s names and the assumed ones, in its other spellings'
                  : 'Every field this bank knows'}
              </Typography.Text>
            </Space>
          ) : (
            '…'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Latency">
          {data ? (data.latencyMs > 0 ? `${data.latencyMs} ms on every bank call` : 'none') : '…'}
        </Descriptions.Item>
        <Descriptions.Item label="Last used">
          <span data-testid="session-last-used">{mine ? formatRealTime(mine.lastUsedAt) : '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
