import { List, Popup, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { controlClient } from '../../contracts/control-client';
import { ScenarioCatalogueSchema, type ScenarioEntry } from '../../contracts/control-surface';
import { READ_KEYS } from '../api/read-keys';
import type { QaTexts } from './qa-texts';

const control = controlClient();
/** The catalogue as the dashboard reads it too; a broken answer or a silent bank is no list. */
async function fetchScenarios(): Promise<ScenarioEntry[]> {
  const parsed = ScenarioCatalogueSchema.safeParse(await control.scenarios().catch(() => undefined));
  return parsed.success ? parsed.data : [];
}

/** Only the bank's own gallery is shown (a same-origin path), never an address from elsewhere. */
const isGalleryPath = (path: string | undefined): path is string =>
  !!path && path.startsWith('/__fake-bank/gallery/');

/** The picker's sheet: the catalogue with a search, loaded with its kit pieces on the first tap. */
export function ScenarioSheet({ open, onClose, t }: { open: boolean; onClose: () => void; t: QaTexts }) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const { data = [] } = useQuery({
    queryKey: READ_KEYS.scenarios,
    queryFn: fetchScenarios,
    enabled: open,
  });
  const needle = search.toLowerCase();
  const shown = data.filter((s) =>
    `${s.id} ${s.title} ${s.hint ?? ''} ${s.covers.join(' ')}`.toLowerCase().includes(needle),
  );
  const start = async (scenario: ScenarioEntry) => {
    // A link resets the session itself.
    if (scenario.link) return window.location.assign(scenario.link);
    await control.start({ scenario: scenario.id });
    window.location.assign(scenario.path);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}>
      <section
        className="scenario-picker"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        lang="en"
      >
        <h2 id={titleId}>{t('scenarioPicker.title')}</h2>
        <SearchBar placeholder={t('scenarioPicker.search')} value={search} onChange={setSearch} />
        <List>
          {shown.map((scenario) => (
            <List.Item
              key={scenario.id}
              description={
                <>
                  <span className="scenario-picker__id">{scenario.id}</span>
                  {scenario.hint ? (
                    <span className="scenario-picker__hint">
                      {t('scenarioPicker.hint')}: {scenario.hint}
                    </span>
                  ) : null}
                </>
              }
              extra={
                isGalleryPath(scenario.screenshot) ? (
                  <img
                    className="scenario-picker__shot"
                    src={scenario.screenshot}
                    alt={t('scenarioPicker.screenshot', { id: scenario.id })}
                    loading="lazy"
                    width={60}
                    height={130}
                  />
                ) : undefined
              }
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
      </section>
    </Popup>
  );
}
