import common from './en/common';
import errors from './en/errors';

/** The English texts of the app's frame (titles, errors, dialogs): there before the first paint. */
export const frameTexts = { common, errors } as const;

/** antd-mobile's own words in English, with the frame's texts (src/i18n/antd-locale.ts). */
export { default as kit } from './en/antd';
