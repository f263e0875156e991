import enApply from './en/apply';
import enCommon from './en/common';
import enErrors from './en/errors';
import idApply from './id/apply';
import idCommon from './id/common';
import idErrors from './id/errors';

/** Every user-facing text, one namespace per feature, in Indonesian and English. */
export const resources = {
  id: { common: idCommon, errors: idErrors, apply: idApply },
  en: { common: enCommon, errors: enErrors, apply: enApply },
} as const;
