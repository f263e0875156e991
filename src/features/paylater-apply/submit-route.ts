/** The end of the apply flow (not a named route of the spec): applies, then shows the result. */
export const SUBMIT_ROUTE = '/paylater/apply/submit';
