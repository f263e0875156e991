import { defineScenario } from '../../define-scenario';
import { setAccumulated } from '../points/points-seed';

export default defineScenario({
  id: 'member.advanced',
  title: 'Membership Advanced: 1.600.000 points to Premium',
  description:
    'A customer with 3.400.000 accumulated points: member_right_lvl answers Advanced (2.000.000 to 4.999.999). The membership page marks Advanced, says 1.600.000 more points reach Premium, and lists the Advanced and Premium benefits.',
  tags: ['membership', 'loyalty'],
  covers: ['member.advanced'],
  path: '/membership',
  seed: (state) => {
    setAccumulated(state, 3_400_000);
  },
});
