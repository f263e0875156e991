import apply from './id/paylater-apply';

/** The Indonesian texts of the landing (Pay Later apply): loaded with its chunk. */
export const landingTexts = { paylaterApply: apply } as const;
