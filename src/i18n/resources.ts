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
  },
  en: {
    common: enCommon,
    errors: enErrors,
    apply: enApply,
    otp: enOtp,
    onboarding: enOnboarding,
    pin: enPin,
    register: enRegister,
  },
} as const;
