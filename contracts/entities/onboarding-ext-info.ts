import { z } from 'zod';
import {
  CompanyTextSchema,
  FullNameSchema,
  MobileSchema,
  MotherMaidenNameSchema,
  NpwpSchema,
  PostalCodeSchema,
} from '../rules/fields';
import { TextSchema } from './primitives';

/** An office phone: area code or mobile prefix, 6 to 15 digits (e.g. 0215551234, 81234567890). */
export const CompanyPhoneSchema = z.string().regex(/^0?[1-9]\d{5,13}$/);

/** Options of the Pay Later form's selects: code -> label in both languages. Forms and bank share them. */
export const ACCT_OPEN_PURPOSES = {
  SAVING: { id: 'Tabungan', en: 'Savings' },
  TRANSACTION: { id: 'Transaksi sehari-hari', en: 'Daily transactions' },
  CREDIT: { id: 'Pinjaman atau kredit', en: 'Loan or credit' },
  INVESTMENT: { id: 'Investasi', en: 'Investment' },
  BUSINESS: { id: 'Keperluan usaha', en: 'Business' },
} as const;

/** Monthly income ranges. */
export const INCOME_MONTHLY = {
  '1': { id: 'Di bawah Rp5.000.000', en: 'Below Rp5.000.000' },
  '2': { id: 'Rp5.000.000 - Rp10.000.000', en: 'Rp5.000.000 - Rp10.000.000' },
  '3': { id: 'Rp10.000.001 - Rp25.000.000', en: 'Rp10.000.001 - Rp25.000.000' },
  '4': { id: 'Rp25.000.001 - Rp50.000.000', en: 'Rp25.000.001 - Rp50.000.000' },
  '5': { id: 'Di atas Rp50.000.000', en: 'Above Rp50.000.000' },
} as const;

export const INCOME_SOURCES = {
  SALARY: { id: 'Gaji', en: 'Salary' },
  BUSINESS: { id: 'Hasil usaha', en: 'Business income' },
  INVESTMENT: { id: 'Hasil investasi', en: 'Investment returns' },
  FAMILY: { id: 'Pemberian keluarga', en: 'From family' },
  PENSION: { id: 'Dana pensiun', en: 'Pension' },
  OTHER: { id: 'Lainnya', en: 'Other' },
} as const;

export const OCCUPATION_TYPES = {
  PRIVATE_EMPLOYEE: { id: 'Karyawan swasta', en: 'Private employee' },
  CIVIL_SERVANT: { id: 'PNS / TNI / Polri', en: 'Civil servant / military / police' },
  ENTREPRENEUR: { id: 'Wiraswasta', en: 'Entrepreneur' },
  PROFESSIONAL: { id: 'Profesional (dokter, pengacara, dll.)', en: 'Professional (doctor, lawyer, etc.)' },
  FREELANCER: { id: 'Pekerja lepas', en: 'Freelancer' },
  STUDENT: { id: 'Pelajar / mahasiswa', en: 'Student' },
  HOUSEWIFE: { id: 'Ibu rumah tangga', en: 'Homemaker' },
  RETIRED: { id: 'Pensiunan', en: 'Retired' },
} as const;
/** Occupations without an employer: the company fields may stay empty. */
export const OCCUPATIONS_WITHOUT_COMPANY = ['STUDENT', 'HOUSEWIFE', 'RETIRED'] as const;

export const INDUSTRIES = {
  TRADE: { id: 'Perdagangan', en: 'Trade' },
  FINANCE: { id: 'Keuangan dan perbankan', en: 'Finance and banking' },
  IT: { id: 'Teknologi informasi', en: 'Information technology' },
  MANUFACTURING: { id: 'Manufaktur', en: 'Manufacturing' },
  EDUCATION: { id: 'Pendidikan', en: 'Education' },
  HEALTH: { id: 'Kesehatan', en: 'Health' },
  GOVERNMENT: { id: 'Pemerintahan', en: 'Government' },
  TRANSPORT: { id: 'Transportasi dan logistik', en: 'Transport and logistics' },
  HOSPITALITY: { id: 'Hotel, restoran dan pariwisata', en: 'Hospitality and tourism' },
  CONSTRUCTION: { id: 'Konstruksi dan properti', en: 'Construction and property' },
  OTHER: { id: 'Lainnya', en: 'Other' },
} as const;

export const POSITIONS = {
  STAFF: { id: 'Staf', en: 'Staff' },
  SUPERVISOR: { id: 'Supervisor', en: 'Supervisor' },
  MANAGER: { id: 'Manajer', en: 'Manager' },
  DIRECTOR: { id: 'Direktur', en: 'Director' },
  OWNER: { id: 'Pemilik usaha', en: 'Business owner' },
  OTHER: { id: 'Lainnya', en: 'Other' },
} as const;

export const MARITAL_STATUSES = {
  SINGLE: { id: 'Belum kawin', en: 'Single' },
  MARRIED: { id: 'Kawin', en: 'Married' },
  DIVORCED: { id: 'Cerai hidup', en: 'Divorced' },
  WIDOWED: { id: 'Cerai mati', en: 'Widowed' },
} as const;

const keysOf = <T extends Record<string, unknown>>(options: T) =>
  Object.keys(options) as [keyof T & string, ...(keyof T & string)[]];

/** One code of an option list: nothing chosen is 'required', a code not on the list 'option' (RULE_MESSAGES). */
const optionOf = <T extends Record<string, unknown>>(options: T) =>
  z.enum(keysOf(options), {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'option'),
  });

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
export const ExtCustInfoAnswerSchema = ExtCustInfoSchema.extend({
  saved: z.enum(['Y', 'N']),
  updateTime: TextSchema,
});

/**
 * The six-level address lookup (query/city): type '0' country, '1' provinces, '2' cities, '3' districts
 * (kecamatan), '4' sub-districts (kelurahan), '5' postal code. Pass an item's code as parentCode with the
 * next type to walk down; each item carries the City info fields filled down to its level.
 */
export const CITY_LEVELS = ['0', '1', '2', '3', '4', '5'] as const;
export const CityLevelSchema = z.enum(CITY_LEVELS);

export const CityInfoSchema = z.object({
  province: TextSchema,
  city: TextSchema,
  district: TextSchema,
  subDistrict: TextSchema,
  postalCode: TextSchema,
});
export type CityInfo = z.infer<typeof CityInfoSchema>;

export const CityItemSchema = CityInfoSchema.extend({
  type: CityLevelSchema,
  code: TextSchema,
  name: TextSchema,
});
export type CityItem = z.infer<typeof CityItemSchema>;
export const CityListSchema = z.object({
  type: CityLevelSchema,
  parentCode: TextSchema,
  cityList: z.array(CityItemSchema),
});

/** Fields that may be blank: checked with their section 5 rule only when filled. */
const blankable = TextSchema.optional();

function checkFilled(
  ctx: z.RefinementCtx,
  value: string | undefined,
  rule: z.ZodType,
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
    companyName: blankable,
    companyAddress: blankable,
    companyPhone: blankable,
    companyZipCode: blankable,
    acctOpenPurpose: AcctOpenPurposeSchema,
    address: TextSchema.min(1, 'required'),
    zipCode: PostalCodeSchema,
    subDistrict: TextSchema.min(1, 'required'),
    district: TextSchema.min(1, 'required'),
    city: TextSchema.min(1, 'required'),
    province: TextSchema.min(1, 'required'),
    rtrw: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .regex(/^\d{1,3}\/\d{1,3}$/, { error: 'rtRwPair' }),
    incomeMonthly: IncomeMonthlySchema,
    incomeSource: IncomeSourceSchema,
    occupationType: OccupationTypeSchema,
    industry: IndustrySchema,
    position: PositionSchema,
    taxId: blankable,
    emergencyContactName: FullNameSchema,
    emergencyContactMobile: MobileSchema,
    motherMaidenName: MotherMaidenNameSchema,
    maritalStatus: MaritalStatusSchema,
  })
  .superRefine((info, ctx) => {
    const needsCompany = !(OCCUPATIONS_WITHOUT_COMPANY as readonly string[]).includes(info.occupationType);
    checkFilled(ctx, info.companyName, CompanyTextSchema, 'companyName', needsCompany);
    checkFilled(ctx, info.companyAddress, CompanyTextSchema, 'companyAddress', needsCompany);
    checkFilled(ctx, info.companyPhone, CompanyPhoneSchema, 'companyPhone', needsCompany);
    checkFilled(ctx, info.companyZipCode, PostalCodeSchema, 'companyZipCode', needsCompany);
    checkFilled(ctx, info.taxId, NpwpSchema, 'taxId', false);
  });
export type ExtInfoInput = z.infer<typeof ExtInfoInputSchema>;
