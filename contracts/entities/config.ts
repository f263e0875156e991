import { z } from 'zod/mini';
import { LongTextSchema, TextSchema, YesNoSchema } from './primitives';

export const KeyValueConfigSchema = z.object({
  cfgKey: TextSchema,
  cfgValue: LongTextSchema,
  moduleId: TextSchema,
});
export type KeyValueConfig = z.infer<typeof KeyValueConfigSchema>;

export const KeyValueConfigListSchema = z.object({ keyValueConfigList: z.array(KeyValueConfigSchema) });

export const AccessConfigSchema = z.object({
  noOpenList: z.array(TextSchema),
  noAccessList: z.array(TextSchema),
});

export const GrayConfigSchema = z.object({ hitGrayConfig: YesNoSchema });

/** The channel config call: whether this channel may open the Pay Later flow at all. */
export const ChannelConfigSchema = z.object({
  access: z.boolean(),
  marketingChannel: TextSchema,
  image: TextSchema,
});
export type ChannelConfig = z.infer<typeof ChannelConfigSchema>;

export const CsrfTokenSchema = z.object({ csrf_token: TextSchema });
export const NotifyRequestSchema = z.object({ subscribed: YesNoSchema });
