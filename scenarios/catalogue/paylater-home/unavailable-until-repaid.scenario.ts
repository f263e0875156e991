import { defineScenario } from '../../define-scenario';
import { overdue } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.unavailable-until-repaid',
  title: 'Pay Later home: get cash unavailable until all bills are repaid',
  description:
    "A bill went overdue yesterday (cash state repay first): get cash is disabled with 'Tidak tersedia hingga semua tagihan lunas'; try/loan and apply/loan answer 80461005. Paying the bill is the way forward.",
  tags: ['home'],
  covers: ['home.unavailable-until-repaid'],
  path: '/paylater/home',
  seed: (state, faker) => {
    overdue(state, faker, 1);
  },
});
