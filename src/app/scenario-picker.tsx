import { Button } from 'antd-mobile';
import { Suspense, useState } from 'react';
import { lazyPart } from '../shared/lib/lazy-part';
import { useQaTexts } from './qa-texts';
import './scenario-picker.css';

// The sheet brings the kit's popup, mask, search bar and their animation libraries: on the first tap only.
const ScenarioSheet = lazyPart(() => import('./scenario-sheet').then((m) => m.ScenarioSheet));

/**
 * Outside production builds: switch the fake bank's scenario from inside the app (desktop frame only), in English
 * as its catalogue is.
 */
export function ScenarioPicker() {
  const t = useQaTexts();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!t) return null;
  return (
    <>
      {/* Beside the phone, not in the page: a landmark of its own. */}
      <aside className="scenario-picker__dock" aria-label={t('scenarioPicker.title')} lang="en">
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
          <ScenarioSheet open={open} onClose={() => setOpen(false)} t={t} />
        </Suspense>
      ) : null}
    </>
  );
}
