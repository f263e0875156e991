import type { HandlerMap } from '../../kernel/handler';
import { registerHandlers, upgradeHandlers } from './security-account';
import { otpHandlers } from './security-otp';
import { passwordHandlers } from './security-password';
import { settingsHandlers } from './security-settings';

/** Handlers of the security area: OTP and captcha, email OTP and settings, PIN and password, upgrades, registration. */
export const securityHandlers: HandlerMap = {
  ...otpHandlers,
  ...settingsHandlers,
  ...passwordHandlers,
  ...upgradeHandlers,
  ...registerHandlers,
};
