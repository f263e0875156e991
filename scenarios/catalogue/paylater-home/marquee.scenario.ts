import { announcementConfig } from '../../../fake-bank/model/announcements';
import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.marquee',
  title: 'Pay Later home: the marquee banner of announcements',
  description:
    "As home.bill-ready, with three announcements in the bank's config (kv-config/list, module H5_ANNOUNCEMENT): the banner under the status banner shows one at a time, moves on every 4 s sliding for 2 s, a swipe of 30 px moves it either way, the pause button stops it; with reduced motion it holds still. The wallet home shows the same banner.",
  tags: ['home', 'content'],
  covers: ['home.marquee'],
  path: '/paylater/home',
  hint: 'Swipe the banner sideways (30 px) or tap the pause button; the device setting "reduce motion" holds it still.',
  seed: (state, faker) => {
    billReady(state, faker);
    state.config.push(...announcementConfig());
  },
});
