import { z } from 'zod/mini';
import type { RuleMessageKey } from './messages';

const message = { error: 'searchKeyword' satisfies RuleMessageKey };

/** Longest search text of deals, news and the FAQ. */
export const SEARCH_KEYWORD_MAX = 100;

/**
 * A search keyword of deals, news and the FAQ: 1 to 100 characters once the spaces around it are
 * trimmed. The search forms and the bank use the same rule, so both refuse the same text the same way.
 */
export const SearchKeywordSchema = z
  .string(message)
  .check(z.trim(), z.minLength(1, message), z.maxLength(SEARCH_KEYWORD_MAX, message));

/** The search form's fields. */
export const SearchFormSchema = z.object({ keyword: SearchKeywordSchema });
export type SearchForm = z.input<typeof SearchFormSchema>;
