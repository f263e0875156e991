import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  AccountStatusSchema,
  AccountStatusUpperSchema,
  MemberInfoSchema,
  PreCheckSchema,
  WhitelistSchema,
} from '../entities/account';
import { NotifyRequestSchema } from '../entities/config';
import { EmptyRequestSchema } from '../entities/primitives';

export const queryStatus = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/status',
  request: EmptyRequestSchema,
  response: AccountStatusSchema,
  summary: 'Account status of the caller (camel-case shape)',
  group: 'account',
});

export const queryAccountStatus = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/account_status',
  request: EmptyRequestSchema,
  response: AccountStatusUpperSchema,
  summary: 'Account opening status of the caller (upper-case shape)',
  group: 'account',
});

export const preCheck = defineEndpoint({
  method: 'POST',
  path: '/ams/account/pre_check',
  request: z.object({
    partnerId: z.string().check(z.maxLength(64)),
    userToken: z.string().check(z.maxLength(512)),
  }),
  response: PreCheckSchema,
  summary: 'Everything the apply screen needs to know about the visitor',
  group: 'account',
});

export const checkWhitelist = defineEndpoint({
  method: 'POST',
  path: '/ams/account/check_whitelist',
  request: EmptyRequestSchema,
  response: WhitelistSchema,
  summary: 'Whether the caller is on the Pay Later whitelist',
  group: 'account',
});

export const queryMemberInfo = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/member_info',
  request: EmptyRequestSchema,
  response: MemberInfoSchema,
  summary: 'Member profile of the caller',
  group: 'account',
});

/** Not in the spec's list: "ask to be notified" for visitors not on the whitelist (docs/decisions/0004). */
export const saveNotifyRequest = defineEndpoint({
  method: 'POST',
  path: '/ams/account/save/notify_request',
  request: EmptyRequestSchema,
  response: NotifyRequestSchema,
  summary: 'Remember that a visitor not on the whitelist wants to hear when Pay Later opens',
  group: 'account',
  assumed: 'notifyRequestCall',
});
