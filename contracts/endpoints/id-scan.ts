import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  FaceIdSchema,
  FaceResultQuerySchema,
  FaceScanResultSchema,
  KtpScanResultSchema,
  OcrPreCheckSchema,
} from '../entities/id-scan';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import { FACE_INFO_MAX_LENGTH, REQUEST_BODY_LIMIT_BYTES } from '../rules/limits';
import { ruleNoted } from '../wire-origin';

// The identity calls of the endpoint table: the e-KTP scan and face detection.

const IdSchema = TextSchema.check(z.minLength(1));

export const ocrKtp = defineEndpoint({
  method: 'POST',
  path: '/ams/account/ocr/ktp',
  request: z.object({ flowId: IdSchema, fileId: IdSchema, fileHash: IdSchema }),
  response: KtpScanResultSchema,
  summary: 'Read an uploaded e-KTP photo (counts one of the attempts of the day)',
  group: 'onboarding',
});

export const ocrPreCheck = defineEndpoint({
  method: 'GET',
  path: '/ams/account/ocr/pre_check',
  request: EmptyRequestSchema,
  response: OcrPreCheckSchema,
  summary: 'e-KTP scan attempts left today (released at 00:00 WIB), and the last scan of today',
  group: 'onboarding',
});

export const amsGetFaceId = defineEndpoint({
  method: 'POST',
  path: '/ams/account/get/faceid',
  request: z.object({ flowId: IdSchema, type: z.string().check(z.maxLength(32)) }),
  response: FaceIdSchema,
  summary: 'Face id and ticket for the face detection step of a flow',
  group: 'onboarding',
});

export const coreGetFaceId = defineEndpoint({
  method: 'POST',
  path: '/core/account/get/face_id',
  request: z.object({ SCENE: IdSchema, APP_NO: IdSchema }),
  response: FaceIdSchema,
  summary: 'Face id and ticket for a face detection of an application',
  group: 'face',
});

export const scanFace = defineEndpoint({
  method: 'POST',
  path: '/core/account/scan/face',
  request: z.object({
    FACE_INFO: ruleNoted(
      z.string().check(z.minLength(1), z.maxLength(FACE_INFO_MAX_LENGTH)),
      `the whole JSON body is at most ${REQUEST_BODY_LIMIT_BYTES} bytes of UTF-8 (larger is refused with BAD_REQUEST, ret_data null): ${FACE_INFO_MAX_LENGTH} characters fit as ASCII (a base64 image, or JSON holding one)`,
    ),
    APP_NO: IdSchema,
    SCENE: IdSchema,
  }),
  response: FaceScanResultSchema,
  summary: 'Check a face capture (counts one of the attempts of the day)',
  group: 'face',
});

export const queryFaceResult = defineEndpoint({
  method: 'POST',
  path: '/core/account/query/face_result',
  request: z.object({ BIZ_TYPE: TextSchema, APP_NO: IdSchema, SCENE: IdSchema }),
  response: FaceResultQuerySchema,
  summary: "The last face detection result of an application ('T' passed)",
  group: 'face',
});
