import { describe, expect, it } from 'vitest';
import { CALL_CODES, CODES, endpoints, urlPathOf } from '../../contracts';
import { lintOpenApi } from './openapi-lint';
import { buildOpenApi } from './openapi';

type Json = Record<string, unknown>;

describe('the published OpenAPI document', () => {
  const document = buildOpenApi();

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const result = await lintOpenApi();
    const found = result.problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(found).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0, ignored: 1 });
  }, 120_000);

  it('describes each code a call answers with its ret_data, as a union on ret_code', () => {
    const paths = document.paths as Record<string, Json>;
    const op = paths[urlPathOf(endpoints.queryApplyResult)]!.post as Json;
    const schema = ((op.responses as Json)['200'] as Json).content as Json;
    const union = ((schema['application/json'] as Json).schema as Json).anyOf as Json[];
    const { mapping } = (union[0] as { discriminator: { mapping: Record<string, string> } }).discriminator;
    expect(mapping['0000']).toBe('#/components/schemas/Answer_queryApplyResult');
    expect(mapping[CODES.ONB_APP_NOT_FOUND.code]).toBe('#/components/schemas/Code_ONB_APP_NOT_FOUND');
    const component = (document.components.schemas as Record<string, Json>).Code_ONB_APP_NOT_FOUND!;
    expect((component.properties as Json).ret_data).toMatchObject({
      type: 'object',
      required: ['APP_NO'],
      additionalProperties: false,
    });
    // A code without data answers ret_data null.
    const busy = (document.components.schemas as Record<string, Json>).Code_SERVERS_BUSY!;
    expect((busy.properties as Json).ret_data).toEqual({ type: 'null' });
    expect(CALL_CODES.queryApplyResult).toContain('ONB_APP_NOT_FOUND');
  });

  it('describes the upload as a multipart file, the CSRF header as a security scheme, and a server', () => {
    const upload = (document.paths as Record<string, Json>)[urlPathOf(endpoints.commonUploadFile)]!
      .post as Json;
    const body = (upload.requestBody as Json).content as Json;
    const file = (((body['multipart/form-data'] as Json).schema as Json).properties as Json).file;
    expect(file).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(upload.security).toEqual([{ csrfToken: [] }]);
    expect(document.components.securitySchemes.csrfToken).toMatchObject({ in: 'header', name: 'csrf_token' });
    expect(document.servers[0]!.url).toBe('/');
  });

  it('documents the control surface with its request bodies', () => {
    const paths = document.paths as Record<string, Json>;
    for (const path of ['/__fake-bank/session', '/__fake-bank/clock', '/__fake-bank/faults']) {
      const post = paths[path]!.post as Json;
      expect(post.requestBody, path).toBeDefined();
    }
    expect(Object.keys(paths).filter((p) => p.startsWith('/__fake-bank')).length).toBeGreaterThanOrEqual(13);
  });
});
