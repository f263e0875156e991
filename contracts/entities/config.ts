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

/**
 * What the access config's lists name (decision 0035): a feature key, or the marketing channel the app was
 * opened from. A feature in noOpenList is not open yet (its screen says so); one in noAccessList, or the
 * channel, is denied (the landing sends the visitor to the download page).
 */
export const FEATURE_KEYS = { PAY_LATER: 'PAY_LATER' } as const;
/** The gray (feature-flag) keys the client asks about: the notify request for visitors not whitelisted. */
export const GRAY_KEYS = { PAY_LATER_NOTIFY: 'PAY_LATER_NOTIFY' } as const;

/** The channel config call: whether this channel may open the Pay Later flow at all. */
export const ChannelConfigSchema = z.object({
  access: z.boolean(),
  marketingChannel: TextSchema,
  image: TextSchema,
});
export type ChannelConfig = z.infer<typeof ChannelConfigSchema>;

export const CsrfTokenSchema = z.object({ csrf_token: TextSchema });
export const NotifyRequestSchema = z.object({ subscribed: YesNoSchema });
