import otp from './en/otp';
import captcha from './en/captcha';
import onboarding from './en/onboarding';
import pin from './en/pin';
import register from './en/register';
import idScan from './en/id-scan';
import face from './en/face';
import videoBanking from './en/video-banking';
import paylaterHome from './en/paylater-home';
import instantCash from './en/instant-cash';
import repayment from './en/repayment';
import bills from './en/bills';
import transactions from './en/transactions';
import wallet from './en/wallet';
import checkout from './en/checkout';
import topUp from './en/top-up';
import upgrade from './en/upgrade';
import settings from './en/settings';
import points from './en/points';
import membership from './en/membership';
import coupons from './en/coupons';
import deals from './en/deals';
import news from './en/news';
import help from './en/help';

/** The English texts of every other screen: one lazy chunk, loaded before any screen but the landing. */
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
