import { rateText } from '../../model/credit-schedule';
import { type Book } from '../../model/credit-statements';
import { availableCash, availableLimit } from '../../model/credit-ledger';
import type { CreditAccount } from '../../model/credit';
import type { HandlerMap } from '../../kernel/handler';
import {
  accountStandingOf,
  accountStmtStatus,
  accountUseStatus,
  cashStateOf,
  cashTakenThisMonth,
  currentStatement,
  currentStmtStatus,
  homeStateOf,
  nextCashDay,
  onceCashLoan,
  overdueDays,
  overdueTimes,
  totalBilledDue,
  totalPenaltyBalance,
  unbilledAmount,
} from './credit-rules';
import { equityTexts } from './credit-equity-texts';
import { amt, creditOf, equityStatusOf, maskedCardNo } from './credit-view';
import { maskName, maskNik } from '../common/masking';
import { autoDebitOf } from './credit-auto-debit';
import { yn } from '../common/answer-parts';
import { dateOfDayNumber } from '../../../contracts/dates';

export function loanPlansWire(account: CreditAccount) {
  return account.plans.map((plan) => ({
    LOAN_CODE: plan.loanCode,
    MIN_LOAN_INIT_PRIN: amt(plan.minPrincipal),
    TERMS: plan.terms.map((t) => ({
      TERM: String(t.term),
      INT_RATE: rateText(t.intRate),
      PENALTY_RATE: rateText(t.penaltyRate),
      UPFRONT_ADMIN_FEE_RATE: rateText(t.upfrontFeeRate),
      MONTH_INST_HANDLE_FEE_RATE: rateText(t.monthFeeRate),
    })),
  }));
}

function statementDates(book: Book) {
  const current = currentStatement(book);
  if (!current) return { PMT_DUE_DATE: '', STMT_DATE: '', STMT_MONTH: '' };
  return {
    PMT_DUE_DATE: dateOfDayNumber(current.dueDate),
    STMT_DATE: dateOfDayNumber(current.stmtDate),
    STMT_MONTH: current.month,
  };
}

export const creditHomeHandlers: HandlerMap = {
  creditPersonalCenter: (_request, ctx) => {
    const { credit, account, book, nowTs, today } = creditOf(ctx);
    const current = currentStatement(book);
    const standing = accountStandingOf(ctx.state, nowTs);
    const auto = current ? autoDebitOf(credit, current.stmtDate, nowTs) : undefined;
    ctx.note(`personal-center:${homeStateOf(book, standing)}:cash-${cashStateOf(book)}`);
    return {
      CREDIT_LIMIT: amt(account.creditLimit),
      AVAILABLE_OTB: amt(availableLimit(book)),
      CASH_OTB: amt(availableCash(book)),
      BILL_BAL_AMT: amt(totalBilledDue(book)),
      PENALTY_BAL: amt(totalPenaltyBalance(book)),
      DEPOSIT_BAL: amt(book.deposit),
      ...statementDates(book),
      BUSINESS_DATE: dateOfDayNumber(today),
      CURRENT_SYS_DATE: nowTs,
      OVERDUE_DAYS: String(overdueDays(book)),
      OVERDUE_TIMES: String(overdueTimes(book)),
      ONCE_LOAN: yn(onceCashLoan(book)),
      ONCE_DEPOSIT: yn(book.everDeposit),
      ADMIN_FEE_RATE: rateText(account.lateFeeRate),
      ACCT_USE_STATUS: accountUseStatus(book),
      ACCT_STMT_STATUS: accountStmtStatus(book),
      CURR_STMT_STATUS: currentStmtStatus(book),
      BLOCK_CODE: account.blockCode,
      CASH_LIMIT_RATE: rateText(account.cashLimitRate),
      NAME: maskName(ctx.state.customer.name),
      ID_NO: maskNik(ctx.state.customer.nik),
      CARD_NO: maskedCardNo(account),
      APP_ACCT_NO: account.appAcctNo,
      PRODUCT_CD: account.productCd,
      RISK_CODE: ctx.state.paylater.riskCode,
      CREATE_TIME: account.createTime,
      SETUP_DATE: account.setupDate,
      BILL_AMT: amt(current?.amount ?? 0),
      UN_BILL_AMT: amt(unbilledAmount(book)),
      LOAN_PLANS: loanPlansWire(account),
      ACCT_STATUS: standing.status,
      LOCK_END_TIME: standing.lockEnd,
      AUTO_DEBIT_STATUS: auto ? (auto.status === 'S' ? ('S' as const) : ('F' as const)) : ('' as const),
      AUTO_DEBIT_TIME: auto?.time ?? '',
      AUTO_DEBIT_AMT: amt(auto?.amount ?? 0),
      CASH_NEXT_DATE: cashTakenThisMonth(book) ? dateOfDayNumber(nextCashDay(book)) : '',
    };
  },

  creditCouponList: (request, ctx) => {
    const { credit, account, today } = creditOf(ctx);
    const todayYmd = dateOfDayNumber(today);
    const withStatus = credit.equities.map((equity) => ({
      equity,
      status: equityStatusOf(equity, todayYmd),
    }));
    const matching = withStatus
      .filter(({ equity }) => !request.equityType || equity.equityType === request.equityType)
      .filter(({ status }) => request.opt === '' || (request.opt === '0' ? status === '0' : status !== '0'))
      .sort(
        (a, b) =>
          a.status.localeCompare(b.status) ||
          a.equity.expireDate.localeCompare(b.equity.expireDate) ||
          a.equity.equityNo.localeCompare(b.equity.equityNo),
      );
    const size = Number(request.pageSize);
    const page = matching.slice((Number(request.pageIndex) - 1) * size, Number(request.pageIndex) * size);
    ctx.note('paylater-coupons');
    return {
      appType: account.appType,
      appAcctNo: account.appAcctNo,
      hasEquity: yn(withStatus.some(({ status }) => status === '0')),
      total: String(matching.length),
      equityList: page.map(({ equity, status }) => {
        const words = equityTexts(equity, ctx.lang);
        return {
          equityType: equity.equityType,
          equityNo: equity.equityNo,
          actNo: equity.actNo,
          equityContent: words.equityContent,
          equityClaimDate: equity.claimDate,
          equityExpireDate: equity.expireDate,
          equityValue: equity.equityValue,
          status,
          useUpperAmt: String(equity.useUpperAmt),
          useLowerAmt: String(equity.useLowerAmt),
          usePlanTerm: equity.usePlanTerm,
          equityScenario: equity.equityScenario,
          equityName: words.equityName,
          equityTagName: equity.equityTagName,
          picturePath: equity.picturePath,
          listNo: equity.listNo,
          useDate: equity.useDate,
          loanReceiptNbr: equity.loanReceiptNbr,
          usage_desc: words.usageDesc,
        };
      }),
    };
  },
};
