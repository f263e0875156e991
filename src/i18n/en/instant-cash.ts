import type { Resource } from '../resource';
import type id from '../id/instant-cash';

export default {
  title: 'Instant Cash',
} satisfies Resource<typeof id>;
