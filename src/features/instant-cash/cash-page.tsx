import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackHandler } from '../../shared/navigation/page-chrome-store';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { AmountStep } from './amount-step';
import { CashGate } from './cash-gate';
import { Intro } from './intro';
import { amountPath, introPath } from './paths';
// The shared shell's classes first, so the feature's modifiers win.
import '../../shared/ui/screen.css';
import './instant-cash.css';

/**
 * ROUTES.INSTANT_CASH: the intro, then (?step=amount) the amount and terms. Outside the bank app, or for
 * a line that may not take cash, the gate explains instead.
 */
export default function CashPage() {
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const step = search.get('step') === 'amount' ? 'amount' : 'intro';
  useBackHandler(
    useCallback(
      () => (step === 'amount' ? nav.replace(introPath()) : nav.replace(ROUTES.PAY_LATER_HOME)),
      [nav, step],
    ),
  );
  return (
    <CashGate>
      {(pc) =>
        step === 'amount' ? <AmountStep pc={pc} /> : <Intro pc={pc} onStart={() => nav.push(amountPath())} />
      }
    </CashGate>
  );
}
