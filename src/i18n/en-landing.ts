import apply from './en/apply';

/** The English texts of the landing (Pay Later apply): loaded with its chunk. */
export const landingTexts = { apply } as const;
