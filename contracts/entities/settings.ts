import { z } from 'zod';
import { TextSchema, TimestampSchema, YesNoSchema } from './primitives';

/** Answer of change/user_info: the contact details now on file (phone masked). */
export const UserInfoChangeResultSchema = z.object({
  email: TextSchema,
  phoneNo: TextSchema,
  emailVerified: YesNoSchema,
  updateTime: TimestampSchema,
});
