import type { Scenario } from '../../define-scenario';
import cancelConfirm from './cancel-confirm.scenario';
import connectFailed from './connect-failed.scenario';
import connected from './connected.scenario';
import connecting from './connecting.scenario';
import failed from './failed.scenario';
import limitReached from './limit-reached.scenario';
import notEntitled from './not-entitled.scenario';
import queueClosed from './queue-closed.scenario';
import queue from './queue.scenario';
import reviewAfterCall from './review-after-call.scenario';
import scheduleLater from './schedule-later.scenario';
import startCameraOff from './start-camera-off.scenario';
import start from './start.scenario';

/** The vb scenarios (one *.scenario.ts file each in this folder). */
export const vbScenarios: Scenario[] = [
  start,
  startCameraOff,
  queue,
  cancelConfirm,
  connecting,
  connected,
  connectFailed,
  scheduleLater,
  queueClosed,
  limitReached,
  notEntitled,
  reviewAfterCall,
  failed,
];
