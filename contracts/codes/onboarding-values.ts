/**
 * Onboarding codes the first screens compare an answer with, as bare values: the landing needs one code, not
 * the whole table with its texts and data schemas (about 3 KB gzipped; decision 0030).
 */
export const APP_NOT_FOUND_CODE = '80432009';
