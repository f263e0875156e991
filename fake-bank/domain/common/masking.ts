/** The bank masks with the client's functions (spec section 9): one rule, in contracts. */
export { maskCard, maskEmail, maskMobile, maskName, maskNik } from '../../../contracts/masking';
