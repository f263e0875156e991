import * as news from '../../../contracts/endpoints/news';

/** The contract areas this feature calls: its chunks carry these schemas, not the whole endpoint table. */
export const endpoints = { ...news } as const;
