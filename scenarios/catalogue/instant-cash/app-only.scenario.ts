import { defineScenario } from '../../define-scenario';
import { repaid } from '../../generators/credit-presets';
import { CASH_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.app-only',
  title: 'Instant Cash outside the bank app',
  description:
    'The same customer as cash.available, but the page runs in a browser (device.inApp false): /paylater/cash offers to open the bank app or download it, and no withdrawal.',
  tags: ['cash'],
  covers: ['cash.app-only'],
  hint: "Tap 'Buka aplikasi Allo Bank', then 'Lanjutkan di aplikasi': the session goes into the bank app.",
  path: CASH_PATH,
  seed: (state, faker) => {
    repaid(state, faker);
    state.device.inApp = false;
  },
});
