import { NPWP_REQUIRED_ABOVE } from '../../../contracts';
import { EMPTY_EXT_CUST_INFO, type ExtInfoInput } from '../../../contracts/entities/onboarding-ext-info';
import type { BankState } from '../../model/bank-state';
import { motherMaidenNameAtRest } from '../../model/onboarding';
import { cityLevel, findAddress } from '../../model/onboarding-cities';
import { toTimestamp, toWibIso } from '../../kernel/clock';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { maskMobile } from '../common/masking';
import { BankError } from '../../kernel/handler';
import { pad } from './onboarding-flows';
import { agreedTermsIn } from '../content/content-agreed-terms';
import { AGREED_DOCUMENTS, termsByName } from '../content/content-agreed-documents';
import { ruleIssue } from '../common/answer-parts';
import { isoToMs } from '../../../contracts/dates';

function extInfoAnswer(state: BankState) {
  const { motherMaidenName: _empty, ...empty } = EMPTY_EXT_CUST_INFO;
  const saved = state.onboarding.extInfo;
  if (!saved) return { ...empty, saved: 'N' as const, updateTime: '' };
  // The mother's maiden name is a security answer: checked, never sent back.
  const { updateTime, motherMaidenName: _secret, motherFirstNameDigest: _digest, ...info } = saved;
  return {
    ...info,
    emergencyContactMobile: maskMobile(info.emergencyContactMobile),
    saved: 'Y' as const,
    updateTime: toTimestamp(isoToMs(updateTime)),
  };
}

/**
 * The rules of the Pay Later form that need the bank's state (the request schema has the others): the
 * emergency contact is not the user's own number, NPWP above Rp 50.000.000, and the address is one path
 * of the address lookup with its postal code. Saves the form when it passes.
 */
export function checkAndSaveExtInfo(ctx: BankContext, input: ExtInfoInput): void {
  const { state, lang } = ctx;
  if (input.emergencyContactMobile === state.customer.phone) {
    throw new BankError('ONB_OWN_MOBILE', ruleIssue('emergencyContactMobile', 'mobileOwn', lang));
  }
  if (Number(state.paylater.preCreditLimit) > NPWP_REQUIRED_ABOVE && !input.taxId) {
    throw new BankError('ONB_NPWP_REQUIRED', ruleIssue('taxId', 'npwpRequired', lang));
  }
  const place = findAddress(input.province, input.city, input.district, input.subDistrict);
  if (!place) throw new BankError('ONB_ADDRESS_UNKNOWN');
  if (place.postalCode !== input.zipCode) {
    throw new BankError('ONB_POSTAL_CODE_MISMATCH', { postalCode: place.postalCode });
  }
  state.onboarding.extInfo = {
    ...EMPTY_EXT_CUST_INFO,
    ...input,
    // The lookup's own spelling, whatever the case the form sent.
    province: place.province,
    city: place.city,
    district: place.district,
    subDistrict: place.subDistrict,
    companyName: input.companyName ?? '',
    companyAddress: input.companyAddress ?? '',
    companyPhone: input.companyPhone ?? '',
    companyZipCode: input.companyZipCode ?? '',
    taxId: input.taxId ?? '',
    // Masked, with the digest video banking compares (issue 39): the name typed is in no row or snapshot.
    ...motherMaidenNameAtRest(input.motherMaidenName),
    updateTime: toWibIso(ctx.now),
  };
}

function knownTerms(name: string) {
  const doc = termsByName(name);
  if (!doc) throw new BankError('ONB_TNC_NOT_FOUND', { tncName: name });
  return doc;
}

export const onboardingFormHandlers: HandlerMap = {
  getTncContent: (request, { lang }) => {
    const docs = request.tncName ? [knownTerms(request.tncName)] : AGREED_DOCUMENTS;
    // In the caller's language, as the app asks (the params header's locale_lang), same names and versions.
    return {
      tncContentList: docs
        .map((doc) => agreedTermsIn(doc, lang))
        .map(({ tncName, version, title, content }) => ({
          tncName,
          version,
          title,
          content,
        })),
    };
  },

  /** The three checkboxes of the terms screen must all be ticked. */
  saveProtocol: (request, ctx) => {
    if ([request.readAndAgree, request.notUsEuTaxCitizen, request.dataUseConsent].includes('N')) {
      throw new BankError('ONB_TERMS_NOT_AGREED');
    }
    const docs = [...new Set(request.tncNameList)].map(knownTerms);
    const { agreements } = ctx.state.onboarding;
    const saved = docs.map((doc, index) => {
      const agreement = {
        protocolNo: `PRT${toTimestamp(ctx.now)}${pad(index + 1, 2)}`,
        tncName: doc.tncName,
        version: doc.version,
        agreedAt: toWibIso(ctx.now),
      };
      agreements.push(agreement);
      return agreement;
    });
    agreements.splice(0, Math.max(0, agreements.length - 20));
    ctx.note('terms-agreed', `agreed ${docs.map((d) => d.tncName).join(',')}`);
    return { protocolList: saved.map((a) => ({ ...a, agreedAt: toTimestamp(ctx.now) })) };
  },

  saveExtInfo: (request, ctx) => {
    checkAndSaveExtInfo(ctx, request);
    ctx.note('paylater-form', 'extInfo saved');
    return extInfoAnswer(ctx.state);
  },

  queryExtCustInfo: (_request, ctx) => extInfoAnswer(ctx.state),

  queryCity: (request) => ({
    type: request.type,
    parentCode: request.parentCode ?? '',
    cityList: cityLevel(request.type, request.parentCode),
  }),

  queryCdnTplUrl: (request, { lang }) => ({
    TENANT_ID: request.TENANT_ID,
    DOC_TPL_RESP_LIST: request.DOC_TPL_REQ_LIST.map(({ DOC_TPL_CODE }) => {
      const doc = agreedTermsIn(knownTerms(DOC_TPL_CODE), lang);
      return { DOC_TPL_CODE, DOC_TPL_NAME: doc.title, VERSION: doc.version, URL: doc.pdfUrl };
    }),
  }),
};
