import type { Resource } from '../resource';
import type id from '../id/face';

export default {
  title: 'Face Verification',
  body: 'Make sure your face is clearly visible, in a bright place, without glasses or a mask.',
} satisfies Resource<typeof id>;
