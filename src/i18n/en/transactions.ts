import type { Resource } from '../resource';
import type id from '../id/transactions';

export default {
  title: 'Transaction history',
} satisfies Resource<typeof id>;
