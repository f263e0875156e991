import { defineScenario } from '../../define-scenario';
import { autoPayLooksBack, overdue } from '../../generators/credit-presets';
import { ampleBalance, REPAY_CLOCK } from './repay-seed';

export default defineScenario({
  id: 'repay.auto-debit',
  title: 'Auto-repayment: the bill debited from the Allo Pay balance on its due date',
  description:
    'The statement fell due yesterday (20 November 2026) and the Allo Pay balance (Rp9.000.000) covers it: at 20.00 WIB of the due date the bank debited the whole amount due, once, as a bill repayment (the first call of the session books it, dated at that moment). The home is repaid and says it was paid automatically; the repayment records list it as "Debit otomatis"; the balance shows the debit. Moving the clock on debits nothing more. The same happens live from home.due-today with POST /__fake-bank/clock { advanceDays: 1 }.',
  tags: ['repay', 'home'],
  covers: ['repay.auto-debit'],
  path: '/paylater/home',
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    overdue(state, faker, 1);
    ampleBalance(state);
    autoPayLooksBack(state, 1);
  },
});
