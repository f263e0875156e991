import { call } from '../../api';
import { endpoints } from './endpoints';
import {
  PIN_SET_SCENE,
  provePin,
  sealLoginPassword,
  sealPin,
  setNewPin,
} from '../../shared/security/encrypt-secret';

/**
 * The bank calls of PIN and password. Each secret is encrypted with a fresh one-use factor just before the
 * call (encrypt-secret.ts); nothing here keeps a PIN or password.
 */
export const PIN_SCENES = { set: PIN_SET_SCENE, change: 'PIN_UPDATE', reset: 'PIN_RESET' } as const;

export const setPin = setNewPin;

/** Checks the current PIN (password/validate): a wrong one counts towards the day's limit. */
export const validatePin = (pin: string) => provePin(PIN_SCENES.change, pin);

export async function changePin(oldPin: string, newPin: string) {
  const old = await sealPin(PIN_SCENES.change, oldPin);
  const next = await sealPin(PIN_SCENES.change, newPin);
  return call(endpoints.passwordUpdate, {
    password: old.cipher,
    newPassword: next.cipher,
    factor: old.factor,
    newFactor: next.factor,
  });
}

/** Forgot PIN: the new PIN, proven by the session of a verified OTP. */
export async function resetPin(newPin: string, session: string) {
  const sealed = await sealPin(PIN_SCENES.reset, newPin);
  return call(endpoints.passwordReset, { newPassword: sealed.cipher, factor: sealed.factor, session });
}

export async function changeLoginPassword(oldPassword: string, newPassword: string) {
  const old = await sealLoginPassword(oldPassword);
  const next = await sealLoginPassword(newPassword);
  return call(endpoints.passwordLoginUpdate, {
    password: old.cipher,
    newPassword: next.cipher,
    factor: old.factor,
    newFactor: next.factor,
  });
}

/**
 * Set (or, with an OTP session, reset) the login password: the same set and reset calls as the PIN, with a
 * login-password factor (get/ua_factor), so the password travels encrypted too.
 */
export async function saveLoginPassword(password: string, session?: string) {
  const sealed = await sealLoginPassword(password);
  return session
    ? call(endpoints.passwordReset, { newPassword: sealed.cipher, factor: sealed.factor, session })
    : call(endpoints.passwordSet, { password: sealed.cipher, factor: sealed.factor });
}
