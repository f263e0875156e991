import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { FaqListSchema, FaqSearchSchema, TermsDocSchema, TermsPageSchema } from '../entities/help';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import { SearchKeywordSchema } from '../rules/search';

/*
 * Not in the spec's list: the spec has a help centre with FAQ search and terms pages for six products, but
 * names no call for their content (docs/decisions/0017). The texts follow the session's language.
 */

export const helpFaq = defineEndpoint({
  method: 'POST',
  path: '/ams/help/query/faq_list',
  request: EmptyRequestSchema,
  response: FaqListSchema,
  summary: 'Not in the spec: the FAQ by category, every question with its answer',
  group: 'help',
  assumed: 'helpCalls',
});

export const helpFaqSearch = defineEndpoint({
  method: 'POST',
  path: '/ams/help/query/search_faq',
  request: z.object({
    keyword: SearchKeywordSchema,
    /** One category only; absent: every category. */
    categoryId: z.optional(TextSchema.check(z.maxLength(64))),
  }),
  response: FaqSearchSchema,
  summary:
    'Not in the spec: FAQ questions whose question or answer holds every word of the keyword; none answers an empty list',
  group: 'help',
  assumed: 'helpCalls',
});

export const helpTermsPage = defineEndpoint({
  method: 'POST',
  path: '/ams/help/query/terms_page',
  request: z.object({ doc: TermsDocSchema }),
  response: TermsPageSchema,
  summary: 'Not in the spec: one terms page (HTML) with the address of its PDF version',
  group: 'help',
  assumed: 'helpCalls',
});
