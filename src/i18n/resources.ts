import enWallet from './en/wallet';
import idWallet from './id/wallet';
import enCheckout from './en/checkout';
import idCheckout from './id/checkout';
import enTopUp from './en/top-up';
import idTopUp from './id/top-up';
import enUpgrade from './en/upgrade';
import idUpgrade from './id/upgrade';
import enSettings from './en/settings';
import idSettings from './id/settings';
import enPoints from './en/points';
import idPoints from './id/points';
import enMembership from './en/membership';
import idMembership from './id/membership';
import enCoupons from './en/coupons';
import idCoupons from './id/coupons';
import enDeals from './en/deals';
import idDeals from './id/deals';
import enNews from './en/news';
import idNews from './id/news';
import enHelp from './en/help';
import idHelp from './id/help';
import enRepayment from './en/repayment';
import idRepayment from './id/repayment';
import enBills from './en/bills';
import idBills from './id/bills';
import enTransactions from './en/transactions';
import idTransactions from './id/transactions';
import enIdScan from './en/id-scan';
import idIdScan from './id/id-scan';
import enFace from './en/face';
import idFace from './id/face';
import enVideoBanking from './en/video-banking';
import idVideoBanking from './id/video-banking';
import enPaylaterHome from './en/paylater-home';
import idPaylaterHome from './id/paylater-home';
import enInstantCash from './en/instant-cash';
import idInstantCash from './id/instant-cash';
import enApply from './en/apply';
import enOnboarding from './en/onboarding';
import enOtp from './en/otp';
import enPin from './en/pin';
import enRegister from './en/register';
import idOnboarding from './id/onboarding';
import idOtp from './id/otp';
import idPin from './id/pin';
import idRegister from './id/register';
import enCommon from './en/common';
import enErrors from './en/errors';
import idApply from './id/apply';
import idCommon from './id/common';
import idErrors from './id/errors';

/** Every user-facing text, one namespace per feature, in Indonesian and English. */
export const resources = {
  id: {
    common: idCommon,
    errors: idErrors,
    apply: idApply,
    otp: idOtp,
    onboarding: idOnboarding,
    pin: idPin,
    register: idRegister,
    idScan: idIdScan,
    face: idFace,
    videoBanking: idVideoBanking,
    paylaterHome: idPaylaterHome,
    instantCash: idInstantCash,
    repayment: idRepayment,
    bills: idBills,
    transactions: idTransactions,
    wallet: idWallet,
    checkout: idCheckout,
    topUp: idTopUp,
    upgrade: idUpgrade,
    settings: idSettings,
    points: idPoints,
    membership: idMembership,
    coupons: idCoupons,
    deals: idDeals,
    news: idNews,
    help: idHelp,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    apply: enApply,
    otp: enOtp,
    onboarding: enOnboarding,
    pin: enPin,
    register: enRegister,
    idScan: enIdScan,
    face: enFace,
    videoBanking: enVideoBanking,
    paylaterHome: enPaylaterHome,
    instantCash: enInstantCash,
    repayment: enRepayment,
    bills: enBills,
    transactions: enTransactions,
    wallet: enWallet,
    checkout: enCheckout,
    topUp: enTopUp,
    upgrade: enUpgrade,
    settings: enSettings,
    points: enPoints,
    membership: enMembership,
    coupons: enCoupons,
    deals: enDeals,
    news: enNews,
    help: enHelp,
  },
} as const;
