import { z } from 'zod/mini';
import { BirthPlaceSchema, DateOfBirthSchema, KtpNameSchema, NikSchema } from '../rules/fields';

/** Gender as the e-KTP states it (spec section 5: required): M laki-laki, F perempuan. */
export const GENDERS = ['M', 'F'] as const;
export const GenderSchema = z.enum(GENDERS, { error: 'required' });
export type Gender = z.infer<typeof GenderSchema>;

/** An empty field is "required" first; the field's own rule speaks once there is something to check. */
function filled<T extends z.ZodMiniType<unknown, string>>(rule: T) {
  return z.pipe(z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' })), rule);
}

/**
 * The identity data of the OCR step (spec section 5): what the confirm-data form sends after a scan, or
 * the manual form after "data unreadable", as `data` of submit/flow with action OCR. The forms and the
 * bank check it with these same rules.
 */
export const KtpDataSchema = z.object({
  nik: NikSchema,
  name: filled(KtpNameSchema),
  birthPlace: BirthPlaceSchema,
  dateOfBirth: filled(DateOfBirthSchema),
  gender: GenderSchema,
});
export type KtpData = z.infer<typeof KtpDataSchema>;

/** The gender an Indonesian NIK encodes: a woman's birth day (digits 7-8) has 40 added. */
export function genderOfNik(nik: string): Gender | undefined {
  if (!/^\d{16}$/.test(nik)) return undefined;
  const day = Number(nik.slice(6, 8));
  if (day >= 1 && day <= 31) return 'M';
  if (day >= 41 && day <= 71) return 'F';
  return undefined;
}
