import apply from './en/paylater-apply';

/** The English texts of the landing (Pay Later apply): loaded with its chunk. */
export const landingTexts = { paylaterApply: apply } as const;
