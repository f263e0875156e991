import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ruleNoted } from '../wire-origin';
import { PagingNumberSchema, PagingSizeSchema } from '../entities/deals';
import { MembershipSchema } from '../entities/membership';
import {
  LegalRightTypeSchema,
  PointsBalanceSchema,
  PointsCategorySchema,
  PointsDetailPageSchema,
} from '../entities/points';
import { EmptyRequestSchema } from '../entities/primitives';
import { QueryDateTimeSchema } from '../entities/wallet';

export const pointsBalance = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/point_bal',
  request: EmptyRequestSchema,
  response: PointsBalanceSchema,
  summary: 'Points: total, available, frozen, expiring tomorrow, earned yesterday',
  group: 'points',
});

export const pointsDetail = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/point_detail',
  request: z
    .object({
      begingTime: QueryDateTimeSchema,
      endTime: ruleNoted(QueryDateTimeSchema, 'not before begingTime'),
      /** Empty: every source. */
      legalRightType: z.union([LegalRightTypeSchema, z.literal('')]),
      category: PointsCategorySchema,
      /** 0 newest first, 1 oldest first. */
      sortMode: z.enum(['0', '1']),
      nums: PagingSizeSchema,
      page: PagingNumberSchema,
    })
    .check(
      z.refine((r) => r.begingTime <= r.endTime, { error: 'begingTime is after endTime', path: ['endTime'] }),
    ),
  response: PointsDetailPageSchema,
  summary: 'Points history by time, source and category, paged',
  group: 'points',
});

export const membershipLevels = defineEndpoint({
  method: 'POST',
  path: '/ams/cardpoint/query/member_right_lvl',
  request: EmptyRequestSchema,
  response: MembershipSchema,
  summary: 'Membership level by accumulated points, and every level with its benefits',
  group: 'membership',
});
