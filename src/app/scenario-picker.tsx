import { Button } from 'antd-mobile';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../shared/lib/lazy-part';
import './scenario-picker.css';

// The sheet brings the kit's popup, mask, search bar and their animation libraries: on the first tap only.
const ScenarioSheet = lazyPart(() => import('./scenario-sheet').then((m) => m.ScenarioSheet));

/** Outside production builds: switch the fake bank's scenario from inside the app (desktop frame only). */
export function ScenarioPicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      {/* Beside the phone, not in the page: a landmark of its own. */}
      <aside className="scenario-picker__dock" aria-label={t('scenarioPicker.title')}>
        <Button
          className="scenario-picker__open"
          shape="rounded"
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          {t('scenarioPicker.open')}
        </Button>
      </aside>
      {asked ? (
        <Suspense fallback={null}>
          <ScenarioSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
