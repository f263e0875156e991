import paylaterHome from './en/paylater-home';

/** The English texts of the Pay Later home: loaded with its chunk (decision 0063). */
export const homeTexts = { paylaterHome } as const;
