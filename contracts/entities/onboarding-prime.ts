import { z } from 'zod/mini';
import { CompanyTextSchema, NpwpSchema, PostalCodeSchema } from '../rules/fields';
import {
  AcctOpenPurposeSchema,
  IncomeMonthlySchema,
  IncomeSourceSchema,
  IndustrySchema,
  OccupationTypeSchema,
  PositionSchema,
} from './onboarding-ext-info';
import { TextSchema } from './primitives';

/**
 * The Prime data (PRIME_INPUT) as upgrade/high_account receives it. The choices are codes of the Pay Later
 * form's option lists (contracts/entities/onboarding-ext-info), so both forms offer the same answers and
 * the bank checks them against the same lists.
 */
export const PrimeOptionsSchema = z.object({
  businessFields: IndustrySchema,
  profession: OccupationTypeSchema,
  post: PositionSchema,
  sourceOfMoney: IncomeSourceSchema,
  openingAccountPurposes: AcctOpenPurposeSchema,
  monthlyIncome: IncomeMonthlySchema,
});
export type PrimeOptions = z.infer<typeof PrimeOptionsSchema>;

const requiredText = TextSchema.check(z.minLength(1, { error: 'required' }));
/** RT and RW: 1 to 3 digits each (the upgrade contract's own rule). */
export const RtRwPartSchema = z
  .string({ error: 'required' })
  .check(z.minLength(1, { error: 'required' }), z.regex(/^\d{1,3}$/, { error: 'rtRw' }));

/**
 * The whole Prime form with the section 5 rules: company-style text for the address, RT/RW digits, a
 * 5-digit postal code, an optional 15-digit NPWP. The address names come from the city lookup; the bank
 * also checks that they are one path of it with that postal code.
 */
export const PrimeInputSchema = z.extend(PrimeOptionsSchema, {
  currentAddress: CompanyTextSchema,
  rt: RtRwPartSchema,
  rw: RtRwPartSchema,
  postCode: PostalCodeSchema,
  province: requiredText,
  city: requiredText,
  distriCindy: requiredText,
  subDistriCindy: requiredText,
  taxId: z.optional(NpwpSchema),
});
export type PrimeInput = z.infer<typeof PrimeInputSchema>;
