import common from './id/common';
import errors from './id/errors';

/** The Indonesian texts of the app's frame (titles, errors, dialogs): there before the first paint. */
export const frameTexts = { common, errors } as const;
