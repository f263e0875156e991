/** Paths of the Instant Cash screens, as the scenarios open them (ROUTES in src/shared/navigation). */
export const CASH_PATH = '/paylater/cash';
/** The amount and terms step, after the intro. */
export const CASH_AMOUNT_PATH = '/paylater/cash?step=amount';
/** The result of the latest withdrawal (a `ref` query picks one). */
export const CASH_RESULT_PATH = '/paylater/cash/result';
