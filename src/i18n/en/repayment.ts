import type { Resource } from '../resource';
import type id from '../id/repayment';

export default {
  title: 'Repayment',
} satisfies Resource<typeof id>;
