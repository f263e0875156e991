import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { InfoSchema } from '../entities/onboarding';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import {
  AntifraudResultSchema,
  QuestionAnswerSchema,
  VbPreCheckSchema,
  VbResultAnswerSchema,
  VbSessionResultSchema,
  VideoSessionSchema,
} from '../entities/video-banking';
import { MotherMaidenNameSchema } from '../rules/fields';

// The video-banking calls of the endpoint table: the queue, the call's result, the questionnaire result
// and the anti-fraud decision.

const IdSchema = TextSchema.check(z.minLength(1));

export const vbCreateSession = defineEndpoint({
  method: 'POST',
  path: '/ams/account/vb/create/session',
  request: z.object({
    scene: IdSchema,
    /** When the client entered the video SDK (epoch ms or yyyymmddhhmmss). */
    enterSDKTime: z.string().check(z.regex(/^\d{1,14}$/)),
    currentAddress: IdSchema,
    motherFirstName: MotherMaidenNameSchema,
  }),
  response: VideoSessionSchema,
  summary: 'Join the video banking queue (counts one of the attempts of the day; service hours apply)',
  group: 'video-banking',
});

export const vbOperateSession = defineEndpoint({
  method: 'POST',
  path: '/ams/account/vb/operate/session',
  request: z.object({ sessionId: IdSchema, opType: z.enum(['1', '2', '3', '4']) }),
  response: VideoSessionSchema,
  summary: "Operate a video session: '1' query status, '2' leave queue, '3' tracking, '4' query service time",
  group: 'video-banking',
});

export const vbQuerySessionResult = defineEndpoint({
  method: 'POST',
  path: '/ams/account/vb/query/session_result',
  request: z.object({ sessionId: IdSchema }),
  response: VbSessionResultSchema,
  summary: "The agent's checklist of a finished video call",
  group: 'video-banking',
});

export const vbPreCheck = defineEndpoint({
  method: 'GET',
  path: '/ams/account/vb/pre_check',
  request: EmptyRequestSchema,
  response: VbPreCheckSchema,
  summary: 'May the user start video banking: entitled, attempts left today, within service hours',
  group: 'video-banking',
});

export const submitVbResult = defineEndpoint({
  method: 'POST',
  path: '/ams/account/submit/vb_result',
  request: z.object({
    BIZ_TYPE: IdSchema,
    QUESTION_RESULT: z.array(QuestionAnswerSchema).check(z.minLength(1), z.maxLength(20)),
  }),
  response: VbResultAnswerSchema,
  summary: 'Submit the answers to the questionnaire (query/question_list)',
  group: 'video-banking',
});

export const submitAntifraud = defineEndpoint({
  method: 'POST',
  path: '/ams/account/submit/antifraud',
  request: z.object({
    channel: TextSchema,
    videoBankingInfo: InfoSchema,
    serviceCode: IdSchema,
    bizType: IdSchema,
  }),
  response: AntifraudResultSchema,
  summary: 'Anti-fraud decision after video banking: actionType and controlPeriod',
  group: 'video-banking',
});
