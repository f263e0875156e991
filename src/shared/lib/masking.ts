/** Spec section 9's masks, the same functions the bank uses (contracts/masking.ts). */
export { maskCard, maskMobile, maskName } from '../../../contracts/masking';
