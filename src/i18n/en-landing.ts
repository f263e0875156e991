import common from './en/common';
import errors from './en/errors';
import apply from './en/apply';

/** The English texts of the first screen and the app's frame: loaded before the first screen. */
export const landingTexts = { common, errors, apply } as const;
