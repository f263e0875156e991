import { Button, List, Popup, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './scenario-picker.css';

interface ScenarioSummary {
  id: string;
  title: string;
  path: string;
  covers: string[];
}

async function fetchScenarios(): Promise<ScenarioSummary[]> {
  const response = await fetch('/__fake-bank/scenarios', { credentials: 'same-origin' });
  if (!response.ok) return [];
  return (await response.json()) as ScenarioSummary[];
}

/** Outside production builds: switch the fake bank's scenario from inside the app (desktop frame only). */
export function ScenarioPicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { data = [] } = useQuery({
    queryKey: ['fake-bank', 'scenarios'],
    queryFn: fetchScenarios,
    enabled: open,
  });
  const needle = search.toLowerCase();
  const shown = data.filter((s) => `${s.id} ${s.title} ${s.covers.join(' ')}`.toLowerCase().includes(needle));
  const start = async (scenario: ScenarioSummary) => {
    await fetch('/__fake-bank/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: scenario.id }),
    });
    window.location.assign(scenario.path);
  };
  return (
    <>
      <Button className="scenario-picker__open" size="small" onClick={() => setOpen(true)}>
        {t('scenarioPicker.open')}
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}
      >
        <div className="scenario-picker">
          <h2>{t('scenarioPicker.title')}</h2>
          <SearchBar placeholder={t('scenarioPicker.search')} value={search} onChange={setSearch} />
          <List>
            {shown.map((scenario) => (
              <List.Item
                key={scenario.id}
                description={scenario.id}
                onClick={() => void start(scenario)}
                arrowIcon
              >
                {scenario.title}
              </List.Item>
            ))}
          </List>
          {/* The in-browser demo has no dashboard: the bank runs in this page (decision 0022). */}
          {import.meta.env.MODE === 'browser-demo' ? null : (
            <a href="/__fake-bank/">{t('scenarioPicker.dashboard')}</a>
          )}
        </div>
      </Popup>
    </>
  );
}
