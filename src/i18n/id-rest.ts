import otp from './id/otp';
import captcha from './id/captcha';
import onboarding from './id/onboarding';
import pin from './id/pin';
import register from './id/register';
import idScan from './id/id-scan';
import face from './id/face';
import videoBanking from './id/video-banking';
import paylaterHome from './id/paylater-home';
import instantCash from './id/instant-cash';
import repayment from './id/repayment';
import bills from './id/bills';
import transactions from './id/transactions';
import wallet from './id/wallet';
import checkout from './id/checkout';
import topUp from './id/top-up';
import upgrade from './id/upgrade';
import settings from './id/settings';
import points from './id/points';
import membership from './id/membership';
import coupons from './id/coupons';
import deals from './id/deals';
import news from './id/news';
import help from './id/help';

/** The Indonesian texts of every other screen: one lazy chunk, loaded before any screen but the landing. */
export const restTexts = {
  otp,
  captcha,
  onboarding,
  pin,
  register,
  idScan,
  face,
  videoBanking,
  paylaterHome,
  instantCash,
  repayment,
  bills,
  transactions,
  wallet,
  checkout,
  topUp,
  upgrade,
  settings,
  points,
  membership,
  coupons,
  deals,
  news,
  help,
} as const;
