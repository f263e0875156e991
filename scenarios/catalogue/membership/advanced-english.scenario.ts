import { defineScenario } from '../../define-scenario';
import { setAccumulated } from '../points/points-seed';

export default defineScenario({
  id: 'member.advanced-english',
  title: 'Membership Advanced in English',
  description:
    'The member.advanced state (3.400.000 accumulated points) on a phone set to en-US: the membership page reads in English and member_right_lvl answers the benefits in English.',
  tags: ['membership', 'loyalty', 'lang'],
  covers: ['member.advanced'],
  path: '/membership',
  seed: (state) => {
    setAccumulated(state, 3_400_000);
    state.device.locale = 'en-US';
  },
});
