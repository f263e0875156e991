/**
 * The contracts' barrel for the bank, the scenarios and tests: the endpoint table (endpoint-table.ts) and
 * every contract module, which the client imports one by one instead (decision 0021).
 */
export * from './endpoint-table';

export * from './endpoint';
export * from './envelope';
export * from './codes';
export * from './call-codes';
export * from './messages';
export * from './format';
export * from './entities/primitives';
export * from './entities/account';
export * from './entities/config';
export * from './rules/limits';
export * from './rules/fields';
export * from './rules/messages';
export * from './rules/issue-messages';
