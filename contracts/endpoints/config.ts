import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  AccessConfigSchema,
  ChannelConfigSchema,
  CsrfTokenSchema,
  GrayConfigSchema,
  KeyValueConfigListSchema,
} from '../entities/config';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';

export const csrfToken = defineEndpoint({
  method: 'GET',
  path: '/common/csrf_token/get',
  request: EmptyRequestSchema,
  response: CsrfTokenSchema,
  summary: 'Issue the CSRF token every POST must carry in its csrf_token header',
  group: 'common',
});

export const getConfig = defineEndpoint({
  method: 'POST',
  path: '/ams/common/get/config',
  request: z.object({ module: z.literal('H5_ONBOARDING') }),
  response: KeyValueConfigListSchema,
  summary: 'Onboarding configuration keys (keyValueConfigList)',
  group: 'config',
});

export const kvConfigList = defineEndpoint({
  method: 'POST',
  path: '/ams/common/kv-config/list',
  request: z.object({ moduleId: TextSchema.check(z.minLength(1)) }),
  response: KeyValueConfigListSchema,
  summary: 'Key-value configuration of one module',
  group: 'config',
});

export const getAccessConfig = defineEndpoint({
  method: 'POST',
  path: '/ams/common/get/access_config',
  request: EmptyRequestSchema,
  response: AccessConfigSchema,
  summary: 'Lists of channels that may not open or access the product',
  group: 'config',
});

export const grayConfigCheck = defineEndpoint({
  method: 'POST',
  path: '/ams/common/gray-config/check',
  request: z.object({ grayKey: z.optional(TextSchema) }),
  response: GrayConfigSchema,
  summary: 'Feature-flag (gray release) check for the caller',
  group: 'config',
});

/** Not in the spec's list: the config call that answers `access` (docs/decisions/0004). */
export const channelConfig = defineEndpoint({
  method: 'POST',
  path: '/ams/common/get/channel_config',
  request: z.object({ appId: TextSchema.check(z.minLength(1)), marketingChannel: TextSchema }),
  response: ChannelConfigSchema,
  summary: 'Whether this app and marketing channel may open the Pay Later flow (access)',
  group: 'config',
  assumed: 'channelConfigCall',
});
