import paylaterHome from './id/paylater-home';

/**
 * The Indonesian texts of the Pay Later home, the other screen a customer opens the product on: loaded with
 * its chunk, without every other screen's (decision 0063).
 */
export const homeTexts = { paylaterHome } as const;
