import type { Scenario } from '../../define-scenario';
import passwordChange from './password-change.scenario';
import passwordForgot from './password-forgot.scenario';
import passwordSet from './password-set.scenario';
import pinChange from './pin-change.scenario';
import pinForgot from './pin-forgot.scenario';
import pinMismatch from './pin-mismatch.scenario';
import pinSet from './pin-set.scenario';
import pinWeak from './pin-weak.scenario';

/** The pin scenarios (one *.scenario.ts file each in this folder). */
export const pinScenarios: Scenario[] = [
  pinSet,
  pinWeak,
  pinMismatch,
  pinChange,
  pinForgot,
  passwordSet,
  passwordChange,
  passwordForgot,
];
