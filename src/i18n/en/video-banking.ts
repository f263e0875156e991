import type { Resource } from '../resource';
import type id from '../id/video-banking';

export default {
  title: 'Video Banking',
  body: 'You will have a short video call with a bank officer to confirm your identity.',
} satisfies Resource<typeof id>;
