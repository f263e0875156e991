import type { Resource } from '../resource';
import type id from '../id/pin';

export default {
  title: 'PIN',
} satisfies Resource<typeof id>;
