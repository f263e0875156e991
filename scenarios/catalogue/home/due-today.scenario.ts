import { defineScenario } from '../../define-scenario';
import { dueToday } from '../../state/credit-presets';

export default defineScenario({
  id: 'home.due-today',
  title: 'Pay Later home: the bill is due today',
  description:
    "The current statement falls due today and is unpaid: an amber banner 'Jatuh tempo hari ini' with the amount. A day later (advanceDays 1) it is overdue with a late fee.",
  tags: ['home'],
  covers: ['home.due-today'],
  path: '/paylater/home',
  seed: (state, faker) => {
    dueToday(state, faker);
  },
});
