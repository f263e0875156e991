import { useQuery } from '@tanstack/react-query';
import { queryExtCustInfo } from '../../../contracts/endpoints/onboarding';
import {
  OPTION_LISTS,
  savedExtInfo,
  type ExtCustInfoAnswer,
  type OptionGroup,
} from '../../../contracts/entities/onboarding-ext-info';
import type { PrimeInput } from '../../../contracts/entities/onboarding-prime';
import { endpointQuery } from '../../api';

/** The Prime form's values as strings (its inputs), every field optional. */
export type PrimeValues = { [K in keyof PrimeInput]?: string };

/** The spec's Extended customer info fields the Prime form asks again (spec section 3). */
type SavedInfo = Pick<
  ExtCustInfoAnswer,
  | 'occupationType'
  | 'industry'
  | 'position'
  | 'incomeSource'
  | 'incomeMonthly'
  | 'acctOpenPurpose'
  | 'address'
  | 'rtrw'
  | 'zipCode'
  | 'province'
  | 'city'
  | 'district'
  | 'subDistrict'
  | 'taxId'
> &
  Partial<Pick<ExtCustInfoAnswer, 'saved'>>;

/** A code of the list, else nothing: a code the picker does not know would be a choice the user cannot see. */
const codeOf = (group: OptionGroup, code: string) =>
  (OPTION_LISTS[group] as readonly string[]).includes(code) ? code : '';

/**
 * What the Pay Later form already took, as the Prime form's values (issue 40): work, income and the home
 * address, from the spec-named fields of query/ext_cust_info only. Nothing when nothing was saved; a part
 * that does not fit a field (an unknown code, RT/RW not 'nnn/nnn') stays empty for the user to fill.
 */
export function primeValuesOf(info: SavedInfo): PrimeValues {
  if (!savedExtInfo({ saved: info.saved, address: info.address })) return {};
  const [rt = '', rw = ''] = /^\d{1,3}\/\d{1,3}$/.test(info.rtrw) ? info.rtrw.split('/') : [];
  const values: PrimeValues = {
    profession: codeOf('occupationType', info.occupationType),
    businessFields: codeOf('industry', info.industry),
    post: codeOf('position', info.position),
    sourceOfMoney: codeOf('incomeSource', info.incomeSource),
    monthlyIncome: codeOf('incomeMonthly', info.incomeMonthly),
    openingAccountPurposes: codeOf('acctOpenPurpose', info.acctOpenPurpose),
    currentAddress: info.address,
    rt,
    rw,
    postCode: info.zipCode,
    taxId: info.taxId,
  };
  // The place is one pick of the city lookup: all four names or none.
  const place = [info.province, info.city, info.district, info.subDistrict];
  if (place.every(Boolean)) {
    Object.assign(values, {
      province: info.province,
      city: info.city,
      distriCindy: info.district,
      subDistriCindy: info.subDistrict,
    });
  } else {
    values.postCode = '';
  }
  return values;
}

/**
 * The saved form as the Prime form's start. A failed look-up is no prefill (the form asks as before), so it
 * never blocks the step: `pending` only while the bank has not answered.
 */
export function useSavedPrimeValues(): { pending: boolean; values: PrimeValues } {
  const saved = useQuery({
    ...endpointQuery(queryExtCustInfo, {}),
    retry: false,
    throwOnError: false,
  });
  return { pending: saved.isPending, values: saved.data ? primeValuesOf(saved.data) : {} };
}
