import { defineScenario } from '../../define-scenario';
import { seedAtVideoBanking, seedSession, vbSessionIdAt } from './vb-seed';

const CLOCK = '2026-11-21T10:00:00+07:00';

export default defineScenario({
  id: 'vb.connect-failed',
  title: 'Video banking: the call fails to connect',
  description:
    'An agent took the call of a session of a minute ago, then the connection failed (session status FAILED, 1 of 3 attempts used). The session screen opens on "Gagal terhubung ke petugas" with 2 attempts left; "Coba lagi" opens the start screen (opened from a link, nothing typed in this visit), whose new call connects.',
  tags: ['video-banking'],
  covers: ['vb.connect-failed'],
  path: `/video-banking/session?id=${vbSessionIdAt(CLOCK)}`,
  clock: CLOCK,
  seed: (state, faker) => {
    seedAtVideoBanking(state, faker);
    seedSession(state, 'FAILED');
  },
});
