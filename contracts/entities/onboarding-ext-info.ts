import { z } from 'zod/mini';
import {
  CompanyTextSchema,
  FullNameSchema,
  MobileSchema,
  MotherMaidenNameSchema,
  NpwpSchema,
  PostalCodeSchema,
} from '../rules/fields';
import { TextSchema } from './primitives';
import { assumed, ours, ruleNoted } from '../wire-origin';

/** An office phone: area code or mobile prefix, 6 to 15 digits (e.g. 0215551234, 81234567890). */
/** Company-style text of section 5 (CompanyTextSchema's pattern). */
const COMPANY_TEXT_PATTERN = /^[\w.·& '()]+$/u;
const COMPANY_PHONE_PATTERN = /^0?[1-9]\d{5,13}$/;
export const CompanyPhoneSchema = z.string().check(z.regex(COMPANY_PHONE_PATTERN));

/** Option codes of the Pay Later and Prime forms' choices; their labels are i18n texts (onboarding:options). */
export const ACCT_OPEN_PURPOSES = ['SAVING', 'TRANSACTION', 'CREDIT', 'INVESTMENT', 'BUSINESS'] as const;

/** Monthly income ranges. */
export const INCOME_MONTHLY = ['1', '2', '3', '4', '5'] as const;

export const INCOME_SOURCES = ['SALARY', 'BUSINESS', 'INVESTMENT', 'FAMILY', 'PENSION', 'OTHER'] as const;

export const OCCUPATION_TYPES = [
  'PRIVATE_EMPLOYEE',
  'CIVIL_SERVANT',
  'ENTREPRENEUR',
  'PROFESSIONAL',
  'FREELANCER',
  'STUDENT',
  'HOUSEWIFE',
  'RETIRED',
] as const;
/** Occupations without an employer: the company fields may stay empty. */
export const OCCUPATIONS_WITHOUT_COMPANY = ['STUDENT', 'HOUSEWIFE', 'RETIRED'] as const;

export const INDUSTRIES = [
  'TRADE',
  'FINANCE',
  'IT',
  'MANUFACTURING',
  'EDUCATION',
  'HEALTH',
  'GOVERNMENT',
  'TRANSPORT',
  'HOSPITALITY',
  'CONSTRUCTION',
  'OTHER',
] as const;

export const POSITIONS = ['STAFF', 'SUPERVISOR', 'MANAGER', 'DIRECTOR', 'OWNER', 'OTHER'] as const;

export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;

/** One code of an option list: nothing chosen is 'required', a code not on the list 'option' (RULE_MESSAGES). */
const optionOf = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'option'),
  });

/** Each choice list by the name of its i18n group (onboarding:options.<group>.<code>). */
export const OPTION_LISTS = {
  acctOpenPurpose: ACCT_OPEN_PURPOSES,
  incomeMonthly: INCOME_MONTHLY,
  incomeSource: INCOME_SOURCES,
  occupationType: OCCUPATION_TYPES,
  industry: INDUSTRIES,
  position: POSITIONS,
  maritalStatus: MARITAL_STATUSES,
} as const;
export type OptionGroup = keyof typeof OPTION_LISTS;

export const AcctOpenPurposeSchema = optionOf(ACCT_OPEN_PURPOSES);
export const IncomeMonthlySchema = optionOf(INCOME_MONTHLY);
export const IncomeSourceSchema = optionOf(INCOME_SOURCES);
export const OccupationTypeSchema = optionOf(OCCUPATION_TYPES);
export const IndustrySchema = optionOf(INDUSTRIES);
export const PositionSchema = optionOf(POSITIONS);
export const MaritalStatusSchema = optionOf(MARITAL_STATUSES);

/**
 * Extended customer info (spec section 3) plus the Pay Later form's personal fields, as the bank answers
 * them. Empty strings where nothing was given (e.g. no company for a student, no NPWP).
 */
export const ExtCustInfoSchema = z.object({
  companyName: TextSchema,
  companyAddress: TextSchema,
  companyPhone: TextSchema,
  companyZipCode: TextSchema,
  acctOpenPurpose: TextSchema,
  address: TextSchema,
  zipCode: TextSchema,
  subDistrict: TextSchema,
  district: TextSchema,
  city: TextSchema,
  province: TextSchema,
  rtrw: TextSchema,
  incomeMonthly: TextSchema,
  incomeSource: TextSchema,
  occupationType: TextSchema,
  industry: TextSchema,
  position: TextSchema,
  taxId: TextSchema,
  emergencyContactName: TextSchema,
  emergencyContactMobile: TextSchema,
  motherMaidenName: TextSchema,
  maritalStatus: TextSchema,
});
export type ExtCustInfo = z.infer<typeof ExtCustInfoSchema>;

/** Every field of the extended customer info, empty: the form's start and the bank's answer before a save. */
export const EMPTY_EXT_CUST_INFO: ExtCustInfo = {
  companyName: '',
  companyAddress: '',
  companyPhone: '',
  companyZipCode: '',
  acctOpenPurpose: '',
  address: '',
  zipCode: '',
  subDistrict: '',
  district: '',
  city: '',
  province: '',
  rtrw: '',
  incomeMonthly: '',
  incomeSource: '',
  occupationType: '',
  industry: '',
  position: '',
  taxId: '',
  emergencyContactName: '',
  emergencyContactMobile: '',
  motherMaidenName: '',
  maritalStatus: '',
};

/** query/ext_cust_info: what was saved (saved 'N' and empty fields before the form was sent). */
/**
 * What query/ext_cust_info answers: the saved form without the mother's maiden name (a security answer the
 * bank checks, never sends back) and with the emergency contact's number masked (2 + 4).
 */
export const ExtCustInfoAnswerSchema = z.extend(z.omit(ExtCustInfoSchema, { motherMaidenName: true }), {
  // The spec's Extended customer info does not name these (the form takes them, the answer need not say them).
  emergencyContactName: ours(TextSchema),
  emergencyContactMobile: ours(TextSchema),
  maritalStatus: ours(TextSchema),
  /** Ours: without it, the info counts as saved once its address is filled (savedExtInfo). */
  saved: ours(z.enum(['Y', 'N'])),
  updateTime: ours(TextSchema),
});
export type ExtCustInfoAnswer = z.infer<typeof ExtCustInfoAnswerSchema>;

/** Whether query/ext_cust_info holds a saved form: its `saved` flag, else (a bank without it) an address. */
export function savedExtInfo(answer: Pick<ExtCustInfoAnswer, 'saved' | 'address'>): boolean {
  return answer.saved ? answer.saved === 'Y' : answer.address !== '';
}

/**
 * The six-level address lookup (query/city): type '0' country, '1' provinces, '2' cities, '3' districts
 * (kecamatan), '4' sub-districts (kelurahan), '5' postal code. Pass an item's code as parentCode with the
 * next type to walk down; each item carries the City info fields filled down to its level.
 */
export const CITY_LEVELS = ['0', '1', '2', '3', '4', '5'] as const;
export const CityLevelSchema = z.enum(CITY_LEVELS);
export type CityLevel = z.infer<typeof CityLevelSchema>;

export const CityInfoSchema = z.object({
  province: TextSchema,
  city: TextSchema,
  district: TextSchema,
  subDistrict: TextSchema,
  postalCode: TextSchema,
});
export type CityInfo = z.infer<typeof CityInfoSchema>;

export const CityItemSchema = z.extend(CityInfoSchema, {
  /** The item's level (the request's type): ours. */
  type: ours(CityLevelSchema),
  code: assumed('cityList', TextSchema),
  name: assumed('cityList', TextSchema),
});
export type CityItem = z.infer<typeof CityItemSchema>;
export const CityListSchema = z.object({
  /** The request's type and parent key, echoed: ours. */
  type: ours(CityLevelSchema),
  parentCode: ours(TextSchema),
  cityList: assumed('cityList', z.array(CityItemSchema)),
});

/**
 * A field that may be blank (checked with its section 5 rule only when filled) whose pattern the published
 * request schema carries (empty or the pattern), so
 * a client built from the document knows it; the object's check below still says when it is required.
 */
const blankOr = (pattern: RegExp, error?: string) =>
  z.optional(
    TextSchema.check(
      z.regex(new RegExp(`^(?:${pattern.source.replace(/^\^|\$$/g, '')})?$`), error ? { error } : undefined),
    ),
  );

function checkFilled(
  ctx: z.core.$RefinementCtx,
  value: string | undefined,
  rule: z.ZodMiniType,
  path: string,
  required: boolean,
) {
  if (!value) {
    if (required) ctx.addIssue({ code: 'custom', message: 'required', path: [path] });
    return;
  }
  const result = rule.safeParse(value);
  if (!result.success) {
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'required', path: [path] });
  }
}

/**
 * The Pay Later form as save/ext_info receives it, with the section 5 rules: mobile, mother's maiden name,
 * postal codes, company text, NPWP format, full name of the emergency contact. The company fields are
 * required unless the occupation has no employer (student, homemaker, retired). The rules that need the
 * bank's state (not the own number, NPWP above Rp 50.000.000, the address path) are the bank's.
 */
export const ExtInfoInputSchema = z
  .object({
    companyName: ruleNoted(
      blankOr(COMPANY_TEXT_PATTERN, 'companyText'),
      'Company-style text; required unless occupationType is STUDENT, HOUSEWIFE or RETIRED.',
    ),
    companyAddress: ruleNoted(
      blankOr(COMPANY_TEXT_PATTERN, 'companyText'),
      'Company-style text; required unless occupationType is STUDENT, HOUSEWIFE or RETIRED.',
    ),
    companyPhone: ruleNoted(
      blankOr(COMPANY_PHONE_PATTERN),
      'Required unless occupationType is STUDENT, HOUSEWIFE or RETIRED.',
    ),
    companyZipCode: ruleNoted(
      blankOr(/^\d{5}$/, 'postalCode'),
      'Postal code, 5 digits; required unless occupationType is STUDENT, HOUSEWIFE or RETIRED.',
    ),
    acctOpenPurpose: AcctOpenPurposeSchema,
    address: TextSchema.check(z.minLength(1, 'required')),
    zipCode: PostalCodeSchema,
    subDistrict: TextSchema.check(z.minLength(1, 'required')),
    district: TextSchema.check(z.minLength(1, 'required')),
    city: TextSchema.check(z.minLength(1, 'required')),
    province: TextSchema.check(z.minLength(1, 'required')),
    rtrw: z
      .string({ error: 'required' })
      .check(z.minLength(1, { error: 'required' }), z.regex(/^\d{1,3}\/\d{1,3}$/, { error: 'rtRwPair' })),
    incomeMonthly: IncomeMonthlySchema,
    incomeSource: IncomeSourceSchema,
    occupationType: OccupationTypeSchema,
    industry: IndustrySchema,
    position: PositionSchema,
    taxId: ruleNoted(
      blankOr(/^\d{15}$/, 'npwp'),
      'NPWP, 15 digits; required when the pre-approved credit limit is above Rp 50.000.000.',
    ),
    emergencyContactName: FullNameSchema,
    emergencyContactMobile: ruleNoted(
      MobileSchema,
      'not the customer’s own mobile number (section 5); else ONB_OWN_MOBILE under this field',
    ),
    motherMaidenName: MotherMaidenNameSchema,
    maritalStatus: MaritalStatusSchema,
  })
  .check(
    z.superRefine((info, ctx) => {
      const needsCompany = !(OCCUPATIONS_WITHOUT_COMPANY as readonly string[]).includes(info.occupationType);
      checkFilled(ctx, info.companyName, CompanyTextSchema, 'companyName', needsCompany);
      checkFilled(ctx, info.companyAddress, CompanyTextSchema, 'companyAddress', needsCompany);
      checkFilled(ctx, info.companyPhone, CompanyPhoneSchema, 'companyPhone', needsCompany);
      checkFilled(ctx, info.companyZipCode, PostalCodeSchema, 'companyZipCode', needsCompany);
      checkFilled(ctx, info.taxId, NpwpSchema, 'taxId', false);
    }),
  );
export type ExtInfoInput = z.infer<typeof ExtInfoInputSchema>;
