import type { Resource } from '../resource';
import type id from '../id/id-scan';

export default {
  title: 'e-KTP Photo',
  body: 'Have your original e-KTP ready. We will take a photo of it to confirm your identity.',
} satisfies Resource<typeof id>;
