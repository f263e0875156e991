import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking } from './vb-seed';

export default defineScenario({
  id: 'vb.start-camera-off',
  title: 'Video banking: camera access off',
  description:
    'The start screen of vb.start on a phone whose camera access is off (device.camera denied): Start video call offers the phone settings instead of joining the queue.',
  tags: ['video-banking', 'camera'],
  covers: ['vb.start'],
  path: '/video-banking',
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    state.device.camera = 'denied';
  },
});
