import { describe, expect, it } from 'vitest';
import { CREDIT_CODES } from '../../../contracts/codes/credit';
import { catalogue } from '../../../scenarios';
import { bankDriver } from '../../testing/bank-driver';

describe('repay.early-transaction-day opens where its state shows', () => {
  it('its path opens the loan made today, which the bank refuses to pay off on the transaction day', () => {
    const path = catalogue.get('repay.early-transaction-day')!.path;
    const ref = new URL(path, 'http://app').searchParams.get('ref');
    expect(path.startsWith('/paylater/repayment/early?')).toBe(true);
    expect(ref).toBeTruthy();
    const s = bankDriver().session('repay.early-transaction-day');
    const quote = s.ok('creditPayOffInfo', { REF_NBR_LIST: [ref!] }).LOAN_LIST[0]!;
    expect(quote).toMatchObject({
      REF_NBR: ref,
      IS_CAN_PAID_OUT: 'N',
      CANT_PAID_OUT_CODE: CREDIT_CODES.CREDIT_EARLY_TRANSACTION_DAY.code,
    });
    expect(quote.CANT_PAID_OUT_DESC).toBe('Pelunasan dipercepat tidak tersedia pada hari transaksi.');
  });
});
