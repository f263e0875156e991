import apply from './id/apply';

/** The Indonesian texts of the landing (Pay Later apply): loaded with its chunk. */
export const landingTexts = { apply } as const;
