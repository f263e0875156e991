import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CODES, EnvelopeSchema, endpoints, urlPathOf } from '../../../contracts';
import { createHttpApp } from '../../http/app';
import { testBank } from '../../testing/bank-driver';

/** The ID scan over HTTP: a multipart upload whose file name picks the outcome, then ocr/ktp. */
describe('e-KTP upload and scan over HTTP', () => {
  const SESSION = { 'X-Fake-Bank-Session': 'onboarding-http' };

  async function client() {
    const bank = testBank();
    const app = createHttpApp({ bank, logger: pino({ level: 'silent' }) });
    await request(app)
      .post('/__fake-bank/session')
      .set(SESSION)
      .send({ scenario: 'apply.can-apply' })
      .expect(200);
    const csrf = await request(app).get(urlPathOf(endpoints.csrfToken)).set(SESSION).expect(200);
    const token = (EnvelopeSchema.parse(csrf.body).ret_data as { csrf_token: string }).csrf_token;
    const flowId = bank.ensureSession('onboarding-http').state.onboarding.flows[0]!.flowId;
    const scan = async (fileName: string) => {
      const uploaded = await request(app)
        .post(urlPathOf(endpoints.commonUploadFile))
        .set(SESSION)
        .set('csrf_token', token)
        .field('fileType', 'KTP')
        .attach('file', Buffer.from(`jpeg bytes of ${fileName}`), {
          filename: fileName,
          contentType: 'image/jpeg',
        })
        .expect(200);
      const upload = EnvelopeSchema.parse(uploaded.body);
      expect(upload.ret_code).toBe('0000');
      const [item] = endpoints.commonUploadFile.response.parse(upload.ret_data).items;
      const res = await request(app)
        .post(urlPathOf(endpoints.ocrKtp))
        .set(SESSION)
        .set('csrf_token', token)
        .send({ flowId, fileId: item!.fileId, fileHash: item!.fileHash })
        .expect(200);
      return EnvelopeSchema.parse(res.body);
    };
    const preCheck = async () => {
      const res = await request(app)
        .get(urlPathOf(endpoints.ocrPreCheck))
        .query({ appid: '50002LPT01', channel_id: 'H5' })
        .set(SESSION)
        .expect(200);
      return endpoints.ocrPreCheck.response.parse(EnvelopeSchema.parse(res.body).ret_data);
    };
    return { scan, preCheck };
  }

  it('a photo named ktp-blurry.jpg is blurry; a plain one reads the card', async () => {
    const { scan, preCheck } = await client();
    const blurry = await scan('ktp-blurry.jpg');
    expect(blurry.ret_code).toBe(CODES.ONB_OCR_BLURRY.code);
    expect(blurry.ret_msg).toBe(CODES.ONB_OCR_BLURRY.id);
    const read = await scan('IMG_0001.jpg');
    expect(read.ret_code).toBe('0000');
    expect(endpoints.ocrKtp.response.parse(read.ret_data).nik).toMatch(/^\d{16}$/);
    expect((await preCheck()).attemptsLeft).toBe('3');
  });
});
