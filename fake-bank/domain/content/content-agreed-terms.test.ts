import { beforeEach, describe, expect, it } from 'vitest';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { termsPdfOf } from './content-docs';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session('apply.terms-not-read');
});

const NAMES = ['PRIME_AND_PAYLATER', 'INSTANT_CASH', 'PRIVACY_POLICY'];

/** Issue 40: the documents an applicant agrees to stayed Indonesian for an English caller. */
describe('the agreed terms in the caller language (params header locale_lang)', () => {
  it('[apply.terms-not-read] get/tnc_content answers English to an English caller, Indonesian by default', () => {
    const id = s.ok('getTncContent', {}).tncContentList;
    const en = s.ok('getTncContent', {}, 'en').tncContentList;
    expect(en.map((d) => d.tncName)).toEqual(NAMES);
    expect(en.map((d) => d.version)).toEqual(id.map((d) => d.version));
    expect(id[0]!.title).toBe('Syarat dan Ketentuan Allo Prime dan Pay Later');
    expect(en.map((d) => d.title)).toEqual([
      'Terms and Conditions of Allo Prime and Pay Later',
      'Terms and Conditions of Instant Cash',
      'Personal Data Use Consent',
    ]);
    for (const doc of en) {
      expect(doc.content, doc.tncName).not.toMatch(/\b(dan|yang|adalah|Nasabah|Syarat)\b/);
      expect(doc.content).not.toMatch(/<script|javascript:|\son\w+=|https?:/i);
    }
    // The main document keeps the sections that make the screen scroll to its end.
    expect(en[0]!.content.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(10);
    expect(s.ok('getTncContent', { tncName: 'PRIVACY_POLICY' }, 'en').tncContentList[0]!.title).toBe(
      'Personal Data Use Consent',
    );
  });

  it('[apply.terms-not-read] query/cdn_tpl_url names the templates in the caller language, same files', () => {
    const request = { TENANT_ID: 'T01', DOC_TPL_REQ_LIST: [{ DOC_TPL_CODE: 'PRIVACY_POLICY' }] };
    const [id] = s.ok('queryCdnTplUrl', request).DOC_TPL_RESP_LIST;
    const [en] = s.ok('queryCdnTplUrl', request, 'en').DOC_TPL_RESP_LIST;
    expect(id!.DOC_TPL_NAME).toBe('Persetujuan Penggunaan Data Pribadi');
    expect(en!.DOC_TPL_NAME).toBe('Personal Data Use Consent');
    expect(en!.URL).toBe(id!.URL);
  });

  it('the PDF of the data-use consent is English for an English caller', () => {
    const text = (lang: 'id' | 'en') =>
      new TextDecoder('latin1').decode(termsPdfOf('privacy-policy.pdf', lang)!.bytes);
    expect(text('id')).not.toBe(text('en'));
    expect(termsPdfOf('nope.pdf', 'en')).toBeUndefined();
  });
});
