import type { Resource } from '../resource';
import type id from '../id/onboarding';

export default {
  title: 'Application',
} satisfies Resource<typeof id>;
