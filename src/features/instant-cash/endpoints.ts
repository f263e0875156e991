import * as instantCash from '../../../contracts/endpoints/instant-cash';
import * as paylater from '../../../contracts/endpoints/paylater';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...instantCash, ...paylater } as const;
