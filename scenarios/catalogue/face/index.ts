import type { Scenario } from '../../define-scenario';
import accessories from './accessories.scenario';
import blurry from './blurry.scenario';
import education from './education.scenario';
import limitReached from './limit-reached.scenario';
import lowLight from './low-light.scenario';
import retry from './retry.scenario';
import success from './success.scenario';

/** The face scenarios (one *.scenario.ts file each in this folder). */
export const faceScenarios: Scenario[] = [
  education,
  success,
  blurry,
  lowLight,
  accessories,
  retry,
  limitReached,
];
