import type { Scenario } from '../../define-scenario';
import blurry from './blurry.scenario';
import borderMissing from './border-missing.scenario';
import cameraDenied from './camera-denied.scenario';
import differentCard from './different-card.scenario';
import guidance from './guidance.scenario';
import limitReached from './limit-reached.scenario';
import manualInput from './manual-input.scenario';
import strongFlash from './strong-flash.scenario';
import success from './success.scenario';
import unreadable from './unreadable.scenario';

/** The ocr scenarios (one *.scenario.ts file each in this folder). */
export const ocrScenarios: Scenario[] = [
  guidance,
  success,
  blurry,
  borderMissing,
  strongFlash,
  unreadable,
  limitReached,
  differentCard,
  manualInput,
  cameraDenied,
];
