import { defineScenario } from '../../define-scenario';
import { setAccumulated } from '../points/points-seed';

export default defineScenario({
  id: 'member.premium',
  title: 'Membership Premium: the highest level',
  description:
    'A customer with 6.200.000 accumulated points: member_right_lvl answers Premium (from 5.000.000, accumEnd -1). The membership page marks Premium, says it is the highest level (no points needed) and lists the Premium benefits.',
  tags: ['membership', 'loyalty'],
  covers: ['member.premium'],
  path: '/membership',
  seed: (state) => {
    setAccumulated(state, 6_200_000);
  },
});
