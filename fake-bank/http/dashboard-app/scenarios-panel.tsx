import { App, Button, Card, Flex, Image, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { ScenarioEntry } from '../../../contracts/control-surface';
import { calls } from './control-calls';
import { copyText } from './copy-text';
import { useControlAction, useScenarios, useSession } from './hooks';
import { useNarrow } from './narrow';
import { formatBankClock } from './wib';
import { counted } from './plural';

/** Only same-origin absolute paths become links; anything else is the app's root. */
export const safePath = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? path : '/');

/** The QA link of a scenario: its route with ?scenario=<id>, which resets any browser's session to it. */
export function qaLink(scenario: Pick<ScenarioEntry, 'id' | 'path'>, origin: string): string {
  const url = new URL(safePath(scenario.path), origin);
  url.searchParams.set('scenario', scenario.id);
  return url.href;
}

/** The gallery's screenshot, only from the bank's own gallery. */
const shotOf = (scenario: ScenarioEntry) =>
  scenario.screenshot?.startsWith('/__fake-bank/gallery/') ? scenario.screenshot : undefined;

const haystackOf = (s: ScenarioEntry) =>
  [s.id, s.title, s.description, s.hint ?? '', ...s.tags, ...s.covers].join(' ').toLowerCase();

/** A scenario's tags, then the state ids it covers. */
function ScenarioTags({ scenario }: { scenario: ScenarioEntry }) {
  return (
    <Flex wrap gap={4}>
      {scenario.tags.map((tag) => (
        <Tag key={`t-${tag}`} color="blue">
          {tag}
        </Tag>
      ))}
      {scenario.covers.map((id) => (
        <Tag key={`c-${id}`}>{id}</Tag>
      ))}
    </Flex>
  );
}

/** Start it in this session, copy its QA link, open its screen. */
function ScenarioActions({
  scenario: s,
  starting,
  onStart,
}: {
  scenario: ScenarioEntry;
  starting: boolean;
  onStart: () => void;
}) {
  const { message } = App.useApp();
  return (
    <Space wrap>
      <Button type="primary" aria-label={`Start ${s.id}`} loading={starting} onClick={onStart}>
        Start
      </Button>
      <Button
        aria-label={`Copy link of ${s.id}`}
        onClick={() =>
          copyText(qaLink(s, window.location.origin)).then(
            () => void message.success(`Copied the QA link of ${s.id}.`),
            (error: Error) => void message.error(error.message),
          )
        }
      >
        Copy link
      </Button>
      <Button href={safePath(s.path)} target="_blank" aria-label={`Open ${s.id} in the app`}>
        Open
      </Button>
    </Space>
  );
}

export function ScenariosPanel() {
  const scenarios = useScenarios();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const start = useControlAction(
    (scenario: ScenarioEntry) => calls.reset({ scenario: scenario.id }),
    (answer) => `Session reset to ${answer.scenario}, clock ${formatBankClock(answer.clock)}.`,
  );
  const all = useMemo(() => scenarios.data ?? [], [scenarios.data]);
  const tagOptions = useMemo(
    () => [...new Set(all.flatMap((s) => s.tags))].sort().map((tag) => ({ value: tag, label: tag })),
    [all],
  );
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = all.filter(
    (s) => terms.every((term) => haystackOf(s).includes(term)) && tags.every((tag) => s.tags.includes(tag)),
  );
  const current = session.data?.scenario;
  const narrow = useNarrow();

  const tagsOf = (s: ScenarioEntry) => <ScenarioTags scenario={s} />;
  const actionsOf = (s: ScenarioEntry) => (
    <ScenarioActions
      scenario={s}
      starting={start.isPending && start.variables?.id === s.id}
      onStart={() => start.mutate(s)}
    />
  );

  const columns: ColumnsType<ScenarioEntry> = [
    {
      title: 'Screen',
      key: 'shot',
      width: 76,
      responsive: ['lg'],
      render: (_, s) => {
        const shot = shotOf(s);
        return shot ? (
          <Image src={shot} alt={`Screenshot of ${s.id}`} width={56} loading="lazy" />
        ) : (
          <div className="shot-placeholder" aria-hidden="true" />
        );
      },
    },
    {
      title: 'Scenario',
      key: 'scenario',
      render: (_, s) => (
        <div className="scenario" data-id={s.id}>
          <Space size={6} wrap>
            <Typography.Text code>{s.id}</Typography.Text>
            {s.id === current ? <Tag color="#237804">current</Tag> : null}
          </Space>
          <div className="scenario-title">{s.title}</div>
          <Typography.Paragraph
            type="secondary"
            className="scenario-description"
            ellipsis={{ rows: 2, expandable: true }}
          >
            {s.description}
          </Typography.Paragraph>
          {s.hint ? <div className="scenario-hint">Input: {s.hint}</div> : null}
          {/* A narrow screen has no room for their columns: they follow the description. */}
          {narrow ? (
            <Flex vertical gap={8} className="scenario-narrow">
              {tagsOf(s)}
              {actionsOf(s)}
            </Flex>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Tags and covered states',
      key: 'tags',
      width: 320,
      responsive: ['lg'],
      render: (_, s) => tagsOf(s),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 250,
      responsive: ['lg'],
      render: (_, s) => actionsOf(s),
    },
  ];

  return (
    <Card
      title="Scenarios"
      extra={
        <Typography.Text type="secondary" aria-live="polite">
          {terms.length || tags.length ? `${shown.length} of ${all.length}` : counted(all.length, 'scenario')}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary">
        Start resets this browser&apos;s session to the scenario; the app in another tab shares it. A QA link
        does the same from any browser.
      </Typography.Paragraph>
      <Flex gap={12} wrap className="toolbar">
        <Input.Search
          allowClear
          aria-label="Search by id, title, tag or covered state"
          placeholder="Search by id, title, tag or covered state (e.g. busy, landing.access)"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '2 1 240px' }}
        />
        <Select
          mode="multiple"
          allowClear
          aria-label="Filter by tags"
          placeholder="Filter by tags"
          options={tagOptions}
          value={tags}
          onChange={setTags}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
      </Flex>
      <Table<ScenarioEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={scenarios.isLoading}
        rowClassName={(s) => (s.id === current ? 'row-current' : '')}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
        locale={{ emptyText: scenarios.error ? scenarios.error.message : 'No scenario matches.' }}
      />
    </Card>
  );
}
