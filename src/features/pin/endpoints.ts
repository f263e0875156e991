import * as password from '../../../contracts/endpoints/password';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...password } as const;
