import type { Resource } from '../resource';
import type id from '../id/paylater-home';

export default {
  title: 'Pay Later',
} satisfies Resource<typeof id>;
