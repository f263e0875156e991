import fc from 'fast-check';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EnvelopeSchema, endpointList, urlPathOf } from '../../contracts';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

/** Bytes off the wire that are not the JSON a contract wants: still an envelope, never a 5xx. */
describe('raw input over HTTP', () => {
  const app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
  });
  const posts = endpointList.filter((e) => e.method !== 'GET').map((e) => urlPathOf(e));

  it('answers every malformed body with an error envelope', async () => {
    const agent = request.agent(app);
    const token = (await agent.get('/ifes/common/csrf_token/get')).body.ret_data.csrf_token as string;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constant('{"a":'),
          fc.constant('null'),
          fc.constant('[1,2]'),
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (path, body, type) => {
          const response = await agent
            .post(path)
            .set('content-type', type)
            .set('csrf_token', token)
            .send(body);
          expect(response.status).toBeLessThan(500);
          expect(EnvelopeSchema.safeParse(response.body).success).toBe(true);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });

  it('refuses a body over the size limit with an envelope', async () => {
    const response = await request(app)
      .post(posts[0]!)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(EnvelopeSchema.safeParse(response.body).success).toBe(true);
  });
});
