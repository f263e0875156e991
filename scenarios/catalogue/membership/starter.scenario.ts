import { defineScenario } from '../../define-scenario';
import { setAccumulated } from '../points/points-seed';

export default defineScenario({
  id: 'member.starter',
  title: 'Membership Starter: 750.000 points to Advanced',
  description:
    'A customer with 1.250.000 accumulated points: member_right_lvl answers Starter (0 to 1.999.999). The membership page marks Starter as where they are, says 750.000 more points reach Advanced, and lists the Starter benefits and the Advanced ones to come.',
  tags: ['membership', 'loyalty'],
  covers: ['member.starter'],
  path: '/membership',
  seed: (state) => {
    setAccumulated(state, 1_250_000);
  },
});
