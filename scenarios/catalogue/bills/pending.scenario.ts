import { defineScenario } from '../../define-scenario';
import { repaymentProcessing } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.pending',
  title: 'Bills: a repayment of the bill is still being processed (pending)',
  description:
    "Pending (spec section 4 bill states) read as a bank app customer meets it: the bill was paid but the bank has not confirmed the repayment yet. The current bill (due in 10 days) has a bill repayment of half of it made an hour ago that is still processing (refund_repay_record: RECORD_TYPE P, STATUS P; the statement's balance does not drop until it succeeds). The index and the detail show the bill as 'Diproses' (blue) with the amount being processed, and paying again is closed with the reason (the bank refuses a repayment while one is processing). The records list it as processing. The other reading, instalments not billed yet (UN_BILL_AMT), is the upcoming bill (bill.upcoming).",
  tags: ['bill'],
  covers: ['bill.pending'],
  path: '/paylater/bills',
  seed: (state, faker) => {
    repaymentProcessing(state, faker);
  },
});
