import type { Scenario } from '../../define-scenario';
import captcha from './captcha.scenario';
import emailChange from './email-change.scenario';
import menu from './menu.scenario';
import mobileChange from './mobile-change.scenario';
import profile from './profile.scenario';

/** The settings scenarios (one *.scenario.ts file each in this folder). */
export const settingsScenarios: Scenario[] = [menu, profile, emailChange, mobileChange, captcha];
