import type { Resource } from '../resource';
import type id from '../id/otp';

export default {
  title: 'OTP verification',
} satisfies Resource<typeof id>;
