import common from './id/common';
import errors from './id/errors';
import apply from './id/apply';

/** The Indonesian texts of the first screen and the app's frame: loaded before the first screen. */
export const landingTexts = { common, errors, apply } as const;
