import { Button, Card, DatePicker, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import type { Dayjs } from '../../../contracts/dates';
import { calls } from './control-calls';
import { useControlAction, useSession } from './hooks';
import { formatBankClock, outsideServedYears, wibInstantOf, wibWallTime } from './wib';

type Move = { advanceDays: number } | { advanceMinutes: number };

const MOVES: Array<{ label: string; move: Move }> = [
  { label: '−1 day', move: { advanceDays: -1 } },
  { label: '+1 day', move: { advanceDays: 1 } },
  { label: '+7 days', move: { advanceDays: 7 } },
  { label: '+30 days', move: { advanceDays: 30 } },
  { label: '−1 hour', move: { advanceMinutes: -60 } },
  { label: '+1 hour', move: { advanceMinutes: 60 } },
  { label: '+6 hours', move: { advanceMinutes: 360 } },
];

/** The session's business clock (WIB): moved by days or hours, or set to a day and time. */
export function ClockCard() {
  const session = useSession();
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const move = useControlAction(calls.clock, (answer) => `Clock now ${formatBankClock(answer.clock)}.`);
  const clock = session.data?.clock;
  return (
    <Card title="Clock" size="small">
      <Typography.Paragraph>
        <Typography.Text strong className="clock-now" data-testid="clock-now">
          {clock ? formatBankClock(clock) : '…'}
        </Typography.Text>
      </Typography.Paragraph>
      <Flex wrap gap={8} role="group" aria-label="Move the clock">
        {MOVES.map(({ label, move: body }) => (
          <Button key={label} disabled={move.isPending} onClick={() => move.mutate(body)}>
            {label}
          </Button>
        ))}
      </Flex>
      <Space.Compact block className="clock-set">
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          aria-label="Date and time (WIB)"
          placeholder="Date and time (WIB)"
          disabledDate={outsideServedYears}
          value={picked ?? (clock ? wibWallTime(clock) : null)}
          onChange={setPicked}
          allowClear={false}
          className="clock-picker"
        />
        <Button
          type="primary"
          disabled={!picked || move.isPending}
          onClick={() => {
            if (picked) move.mutate({ date: wibInstantOf(picked) }, { onSuccess: () => setPicked(null) });
          }}
        >
          Set clock
        </Button>
      </Space.Compact>
    </Card>
  );
}
