import type { Resource } from '../resource';
import type id from '../id/paylater-home';

export default {
  title: 'Pay Later',
  titles: {
    home: 'Pay Later',
    coupons: 'Pay Later coupons',
  },
  card: {
    product: 'Allo Pay Later',
    available: 'Available limit',
    totalLabel: 'Total limit',
    usedLabel: 'Used',
    used: 'Used {{amount}}',
    usage: 'Limit used',
    ended: {
      label: 'Limit cannot be used',
      deactivated: 'Frozen: the account is permanently deactivated',
      closed: 'No longer valid: the account is closed',
    },
  },
  banner: {
    label: 'Pay Later status',
    amountDue: 'Amount due',
    lateFee: 'Late fee',
    dueDate: 'Due date',
    overdue: {
      titleOne: '1 day overdue',
      titleMany: '{{days}} days overdue',
      bills: 'More than one bill is overdue.',
      body: 'The late fee grows every day until all bills are repaid.',
    },
    dueToday: {
      title: 'Due today',
      body: 'Pay today to avoid a late fee.',
    },
    dueInDays: {
      titleOne: 'Due in 1 day',
      titleMany: 'Due in {{days}} days',
      body: 'Pay before the due date to avoid a late fee.',
    },
    paid: 'Paid so far',
    left: 'Left to pay',
    partlyPaid: {
      title: 'Your {{month}} bill',
      body: 'Pay the rest before the due date to avoid a late fee.',
    },
    billReady: {
      title: 'Your {{month}} bill is ready',
      body: 'Pay before the due date to avoid a late fee.',
    },
    repaid: {
      title: 'Your {{month}} bill is repaid',
      body: 'Thank you, your bill has been paid.',
    },
    newCredit: {
      title: 'Your new limit is ready to use',
      body: 'Shop with Pay Later or withdraw Instant Cash to your account.',
    },
    noBill: {
      title: 'No bill this month',
      body: 'You have nothing to pay right now.',
    },
    notInDue: {
      title: 'No bill due',
      body: 'You have nothing to pay right now.',
    },
    frozen: {
      title: 'Pay Later is frozen',
      body: 'The bank has frozen your Pay Later limit. Pay Later and Instant Cash cannot be used, but you can still pay your bills.',
    },
    locked: {
      title: 'Pay Later is locked',
      body: 'The bank has locked your Pay Later limit. Pay Later and Instant Cash cannot be used, but you can still pay your bills.',
    },
    partiallyLocked: {
      title: 'Some services are locked',
      body: 'Instant Cash is unavailable for now. You can still shop with Pay Later and pay your bills.',
    },
    loss: {
      title: 'Pay Later cannot be used',
      body: 'Your Pay Later account was blocked after being reported lost. Please contact customer service. You can still pay your bills.',
    },
    accountFrozen: {
      title: 'Account frozen',
      body: 'Your account is frozen. Pay Later and Instant Cash cannot be used. Please contact customer service.',
    },
    accountLocked: {
      title: 'Account temporarily locked',
      body: 'Your account is temporarily locked. Pay Later and Instant Cash cannot be used for now.',
      until: 'It unlocks automatically on {{time}}.',
    },
    securityRisk: {
      title: 'Features restricted for your security',
      body: 'For your security, Pay Later and Instant Cash are restricted because of a security risk on your account. Please contact customer service.',
    },
    accountDeactivated: {
      title: 'Account permanently deactivated',
      body: 'Your Pay Later account is permanently deactivated. Pay Later, Instant Cash and repayments in the app cannot be used.',
      contact: 'Contact customer service 24/7 to settle your bills and for questions about your account.',
    },
    accountClosed: {
      title: 'Pay Later account closed',
      body: 'There is nothing to pay and no more borrowing. Your bills and transactions can still be read.',
    },
    autoDebit: {
      tonight:
        'If it is still unpaid, the bill is debited automatically from your Allo Pay balance today at {{hour}} WIB.',
      paid: 'Paid automatically from your Allo Pay balance on {{date}}: {{amount}}.',
      failed:
        'The automatic payment on {{date}} failed: your Allo Pay balance was too low for the bill of {{amount}}.',
    },
  },
  actions: {
    label: 'Actions',
    pay: 'Pay bill',
    payAmount: 'Bill {{amount}}',
    payEarly: 'Repay early',
    noBill: 'No bill to pay yet',
    cash: 'Get cash',
    cashUpTo: 'Up to {{amount}}',
    cashReason: {
      accountFrozen: 'Unavailable while your account is frozen',
      accountLocked: 'Unavailable while your account is temporarily locked',
      securityRisk: 'Restricted because of a security risk',
      loss: 'Pay Later cannot be used',
      frozen: 'Unavailable while Pay Later is frozen',
      locked: 'Unavailable while Pay Later is locked',
      partiallyLocked: 'Instant Cash is locked',
      repayFirst: 'Unavailable until all bills are repaid',
      belowMinimum: 'Available limit is below the minimum withdrawal of {{minimum}}',
      onlyPay: 'Your limit is for Pay Later purchases only',
      oncePerMonth: 'Already withdrawn this month, available again from {{date}}',
      accountDeactivated: 'Not available, the account is permanently deactivated',
      accountClosed: 'Not available, the account is closed',
    },
    deactivatedPay: 'Pay through customer service',
    closedNothingToPay: 'Nothing to pay, the account is closed',
  },
  entries: {
    label: 'Bills and transactions',
    bills: 'Bills',
    noBillDue: 'Nothing due',
    transactions: 'Transaction history',
    recentTitle: 'Latest transactions',
    seeAll: 'See all',
    loading: 'Loading transactions...',
    noTransactions: 'No transactions yet. Shop with Pay Later or withdraw Instant Cash to get started.',
    unavailable: 'Transactions could not be loaded. Open the transaction history to try again.',
    cancelled: 'Cancelled',
  },
  bannerLink: {
    bill: 'See the bill',
    overdue: 'See overdue bills',
    help: 'Contact customer service',
    bills: 'See past bills',
  },
  couponEntry: {
    title: 'Coupons',
    available: '{{count}} coupons available',
    available_one: '{{count}} coupon available',
    none: 'See your coupons',
  },
  noAccount: {
    title: "You don't have Pay Later yet",
    body: 'Apply to shop now and pay later, and to draw cash with Instant Cash.',
    action: 'Apply for Pay Later',
  },
  refresh: {
    pull: 'Pull to refresh',
    release: 'Release to refresh',
    refreshing: 'Loading...',
    done: 'Updated',
  },
  coupons: {
    tabs: {
      available: 'Available',
      expired: 'Expired',
    },
    empty: {
      availableTitle: 'No coupons yet',
      availableBody: 'Pay Later and Instant Cash coupons you receive will appear here.',
      expiredTitle: 'No expired coupons',
      expiredBody: 'Coupons you have used or that have run out will appear here.',
      action: 'Back to Pay Later',
    },
    type: {
      INT_R: 'Interest rate discount',
      INT_TIC_P: 'Interest discount ticket',
      INT_TIC_T: 'Interest-free ticket',
    },
    value: {
      INT_R: '-{{rate}} interest/month',
      INT_TIC_P: '{{percent}} off interest',
      freeOne: '1 month interest-free',
      freeMany: '{{months}} months interest-free',
    },
    scenario: {
      PAY_LATTER: 'Pay Later',
      CASH_LOAN: 'Instant Cash',
    },
    status: {
      used: 'Used',
      expired: 'Expired',
    },
    minimum: 'Min. transaction',
    noMinimum: 'No minimum',
    terms: 'Term',
    anyTerm: 'Any term',
    termList: '{{terms}} months',
    maxDiscount: 'Max. discount',
    claimed: 'Claimed',
    validUntil: 'Valid until',
    usedOn: 'Used on',
    loading: 'Loading coupons...',
  },
} satisfies Resource<typeof id>;
