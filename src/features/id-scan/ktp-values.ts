import type { Gender } from '../../../contracts/entities/onboarding-identity';

/** What the e-KTP form holds (ktp-form.tsx), one field of it drawn by ktp-field.tsx. */
export interface KtpFormValues {
  nik: string;
  name: string;
  birthPlace: string;
  /** YYYY-MM-DD, as the date picker gives it. */
  dateOfBirth: string;
  gender: Gender | '';
}
