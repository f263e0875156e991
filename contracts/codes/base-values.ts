/**
 * Shared codes the call layer and the first screens compare an answer with, as bare values: the table in
 * ./base.ts carries texts and data schemas (with the entities they name, about 2 KB gzipped) that the first
 * load does not need (decision 0046). ./base.ts takes its codes from here, so the two cannot differ.
 */
export const ACCESS_ALLOWED_CODE = '80430241';
export const SERVERS_BUSY_CODE = '80488999';
export const CSRF_INVALID_CODE = '80400002';
export const SESSION_EXPIRED_CODE = '80400410';
