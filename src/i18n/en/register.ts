import type { Resource } from '../resource';
import type id from '../id/register';

export default {
  title: 'Register',
} satisfies Resource<typeof id>;
