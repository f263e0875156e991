import type { Resource } from '../resource';
import type id from '../id/bills';

export default {
  title: 'Bills',
} satisfies Resource<typeof id>;
