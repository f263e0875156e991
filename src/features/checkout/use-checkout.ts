import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../shared/ui/antd-popups';
import { useTranslation } from 'react-i18next';
import { type RequestOf } from '../../../contracts/endpoint';
import type { CodeName } from '../../../contracts/codes';
import { CHECKOUT_LOAN_TERMS, CHECKOUT_PIN_SCENE } from '../../../contracts/entities/checkout';
import type { PersonalCenter } from '../../../contracts/entities/credit';
import {
  APP_ID,
  attemptsLeftOf,
  call,
  endpointQuery,
  invalidateEndpoints,
  isApiError,
  type ApiError,
} from '../../api';
import { isCode } from '../../api/is-code';
import { endpoints } from './endpoints';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { sealPin } from '../../shared/security/encrypt-secret';
import { usePinConfirmedSend } from '../../shared/security/use-pin-confirmed-send';
import { usePolledResultQuery } from '../../shared/ui/polled-result-query';
import type { Split, SplitForm, SplitLimits } from './split';

export type PayOrderRequest = RequestOf<typeof endpoints.walletPayOrder>;
export type CheckoutOrder = NonNullable<ReturnType<typeof useCheckoutOrder>['data']>;

export const resultPath = (mpcOrderNo: string) =>
  `${ROUTES.CHECKOUT_RESULT}?order=${encodeURIComponent(mpcOrderNo)}`;

/** The order being paid, read from the wallet's orders. */
export function useCheckoutOrder(mpcOrderNo: string) {
  return useQuery({
    ...endpointQuery(endpoints.walletTranOrderDetail, { orderNo: mpcOrderNo }),
    enabled: mpcOrderNo.length > 0,
    staleTime: 0,
  });
}

/** The paid (or failed) order, polled every 2000 ms while the bank is still processing it. */
export function useCheckoutResult(mpcOrderNo: string) {
  const request = { orderNo: mpcOrderNo };
  return usePolledResultQuery({
    queryKey: endpointQuery(endpoints.walletTranOrderDetail, request).queryKey,
    queryFn: () => call(endpoints.walletTranOrderDetail, request),
    enabled: mpcOrderNo.length > 0,
    isDone: (order) => order.status !== '1',
  });
}

export function useBalance() {
  return useQuery({ ...endpointQuery(endpoints.walletBalance, {}), staleTime: 0 });
}

export function usePoints() {
  return useQuery({ ...endpointQuery(endpoints.pointsBalance, {}), staleTime: 0 });
}

/** The customer's user id, which the payment names (member info). */
export function useUserId() {
  return useQuery({ ...endpointQuery(endpoints.queryMemberInfo, {}), select: (m) => m.userId });
}

/** The credit line: CREDIT_NO_ACCOUNT (no Pay Later) is an answer, not a failure of the screen. */
export function usePayLaterLine() {
  return useQuery({ ...endpointQuery(endpoints.creditPersonalCenter, {}), staleTime: 0 });
}

/**
 * What a Pay Later part of `amount` costs on each tenor, as the bank will book it (try/loan with SCENARIO
 * PAY_LATTER, decision 0039); null asks nothing (no Pay Later part, or its amount is not sound yet).
 */
export function usePayLaterTrial(amount: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.creditTryLoan, {
      LOAN_INIT_PRIN: String(amount ?? 0),
      SCENARIO: 'PAY_LATTER',
    }),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The line's lifecycle ended (ACCT_STATUS D deactivated, C closed; decision 0034): nothing to borrow on. */
export function endedLineOf(pc: PersonalCenter | undefined): 'deactivated' | 'closed' | null {
  if (pc?.ACCT_STATUS === 'D') return 'deactivated';
  if (pc?.ACCT_STATUS === 'C') return 'closed';
  return null;
}

/** What the Pay Later option offers from the personal centre: the available limit, minimum and terms. */
export function payLaterOf(pc: PersonalCenter | undefined): SplitLimits['payLater'] {
  if (!pc || endedLineOf(pc)) return null;
  // The first plan is Instant Cash; Pay Later is the plan after it.
  const plan = pc.LOAN_PLANS[1];
  if (!plan) return null;
  const terms = plan.TERMS.map((term) => term.TERM).filter((term) =>
    (CHECKOUT_LOAN_TERMS as readonly string[]).includes(term),
  );
  return { available: Number(pc.AVAILABLE_OTB), minimum: Number(plan.MIN_LOAN_INIT_PRIN), terms };
}

/** The pay_order request of a split (without the sealed PIN). */
export function payRequestOf(
  order: CheckoutOrder,
  userId: string,
  split: Split,
  form: SplitForm,
): Omit<PayOrderRequest, 'password' | 'factor'> {
  return {
    appId: APP_ID,
    userId,
    orderNo: order.orderNo,
    mpcOrderNo: order.mpcOrderNo,
    walletPayAmt: String(split.balance),
    payLaterAmt: String(split.payLater),
    costPoints: String(split.points),
    totalAmt: order.amount,
    cardList: [
      ...(split.balance > 0 ? [{ payType: 'BALANCE' as const }] : []),
      ...(split.points > 0 ? [{ payType: 'POINTS' as const }] : []),
      ...(split.payLater > 0
        ? [{ payType: 'PAYLATER' as const, loanTerm: form.loanTerm as (typeof CHECKOUT_LOAN_TERMS)[number] }]
        : []),
    ],
  };
}

/** Where a refusal of the bank is shown: at the part it concerns. */
export type PayRefusal = { at: 'balance' | 'points' | 'paylater'; message: string };

const AT_PART: Array<[PayRefusal['at'], CodeName[]]> = [
  ['balance', ['WALLET_INSUFFICIENT_BALANCE']],
  ['points', ['LOYALTY_POINTS_INSUFFICIENT']],
  [
    'paylater',
    [
      'CREDIT_NO_ACCOUNT',
      'CREDIT_OVERDUE',
      'CREDIT_TERM_INVALID',
      'CREDIT_PAYLATER_BELOW_MINIMUM',
      'CREDIT_PAYLATER_LIMIT_EXCEEDED',
      'CREDIT_ACCOUNT_LOCKED',
      'CREDIT_ACCOUNT_PARTIALLY_LOCKED',
      'CREDIT_ACCOUNT_LOSS',
      'CREDIT_ACCOUNT_FROZEN',
      'CREDIT_ACCOUNT_TEMPORARILY_LOCKED',
      'CREDIT_SECURITY_RISK',
      'CREDIT_ACCOUNT_DEACTIVATED',
      'CREDIT_ACCOUNT_CLOSED',
      'PAY_LATER_NOT_OPEN',
    ],
  ],
];

function partOf(error: ApiError): PayRefusal['at'] | null {
  for (const [at, names] of AT_PART) {
    if (isCode(error, ...names)) return at;
  }
  return null;
}

/**
 * Pay the order: the PIN sheet, the PIN sealed with a fresh factor (get/random_factor, scene
 * CHECKOUT_PIN_SCENE) and sent with the split in tran/pay_order, where the bank checks it. One
 * confirmation sends one request; when its answer is lost, exactly the same request is sent again, so the
 * bank answers the first payment and charges once.
 */
export function usePayOrder(base: Omit<PayOrderRequest, 'password' | 'factor'> | null) {
  const { t } = useTranslation('checkout');
  const nav = useAppNavigate();
  const client = useQueryClient();

  /** Every figure a payment moves is read again: balance, points, the credit line, the order. */
  const forgetFigures = () =>
    invalidateEndpoints(client, [
      endpoints.walletBalance,
      endpoints.pointsBalance,
      endpoints.creditPersonalCenter,
      endpoints.walletTranOrderDetail,
      endpoints.walletTranOrders,
      endpoints.creditTryLoan,
    ]);

  const payment = usePinConfirmedSend<PayOrderRequest, unknown, PayRefusal>({
    send: (body) => call(endpoints.walletPayOrder, body),
    answered: async (_result, body, control) => {
      control.closeSheet();
      await forgetFigures();
      nav.replace(resultPath(body.mpcOrderNo));
    },
    refused: async (error, body, control) => {
      if (!isApiError(error)) throw error;
      // A plain boolean (not a type guard): error stays an ApiError on every branch.
      const is = (...names: CodeName[]): boolean => isCode(error, ...names);
      if (is('PIN_WRONG', 'SECURITY_FACTOR_INVALID', 'SECURITY_CIPHER_INVALID')) {
        const left = attemptsLeftOf(error);
        control.pinWrong({
          message: error.ret_msg,
          ...(left !== null ? { detail: t('pin.attemptsLeft', { left }) } : {}),
        });
        return;
      }
      control.closeSheet();
      if (is('WALLET_PAYMENT_FAILED')) {
        // The bank marked the order failed: its result screen says so.
        await forgetFigures();
        nav.replace(resultPath(body.mpcOrderNo));
        return;
      }
      const at = partOf(error);
      if (at) {
        control.refuse({ at, message: error.ret_msg });
        void forgetFigures();
        return;
      }
      // Locked PIN, an order no longer payable, anything else: the bank's words, then the order as it is.
      void Dialog.alert({
        content: error.ret_msg,
        confirmText: t('pin.ok'),
        onConfirm: () => void forgetFigures(),
      });
    },
  });

  const onPin = async (pin: string) => {
    if (!base) return;
    payment.setPinError(null);
    let sealed;
    try {
      sealed = await sealPin(CHECKOUT_PIN_SCENE, pin);
    } catch (error) {
      payment.setPinError({ message: isApiError(error) ? error.ret_msg : t('pin.sealFailed') });
      return;
    }
    await payment.send({ ...base, password: sealed.cipher, factor: sealed.factor });
  };

  return {
    open: () => {
      if (base) payment.openSheet();
    },
    sheetOpen: payment.sheetOpen,
    closeSheet: payment.closeSheet,
    onPin,
    pinError: payment.pinError,
    refusal: payment.refusal,
    clearRefusal: payment.clearRefusal,
    unanswered: payment.unanswered,
    sending: payment.sending,
    resend: payment.resend,
  };
}
