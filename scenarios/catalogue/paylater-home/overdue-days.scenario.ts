import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.overdue-days',
  title: 'Pay Later home: overdue for 35 days, two bills',
  description:
    "The statement due 35 days ago and the next one (due 4 days ago) are unpaid: the banner says 'Terlambat 35 hari' (days since the oldest due date) and that 2 bills are overdue (OVERDUE_TIMES 2), with the late fee.",
  tags: ['home'],
  covers: ['home.overdue-days'],
  path: '/paylater/home',
  seed: (state, faker) => {
    overdue(state, faker, 35);
  },
});
