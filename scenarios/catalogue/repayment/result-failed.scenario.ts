import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';
import { ampleBalance, justRepaid, REPAY_CLOCK, REPAY_RESULT_PATH } from './repay-seed';

export default defineScenario({
  id: 'repay.result-failed',
  title: 'Repayment result: failed, nothing deducted',
  description:
    "A repayment of the magic amount Rp10.202 from the balance, sent a minute ago, fails: 'Pembayaran gagal' over 'Kami tidak dapat memproses pembayaran ini. Saldo kamu tidak terpotong.' The bill and the balance are unchanged; \"Coba lagi\" goes back to the plan. By hand: pay 10202 on repay.bill.",
  tags: ['repay'],
  covers: ['repay.result-failed'],
  path: REPAY_RESULT_PATH,
  clock: REPAY_CLOCK,
  seed: (state, faker) => {
    billReady(state, faker);
    ampleBalance(state);
    justRepaid(state, { outcome: 'F', amount: 10_202 });
  },
});
