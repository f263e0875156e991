import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PagingNumberSchema, PagingSizeSchema } from '../entities/deals';
import { AllNewsSchema, NewsCategoryListSchema, NewsSearchSchema, TopNewsSchema } from '../entities/news';
import { EmptyRequestSchema, TextSchema } from '../entities/primitives';
import { SearchKeywordSchema } from '../rules/search';

export const newsTop = defineEndpoint({
  method: 'POST',
  path: '/ams/news/query/top_news',
  request: EmptyRequestSchema,
  response: TopNewsSchema,
  summary: 'Must Read News: the latest headlines and the most popular items',
  group: 'news',
});

export const newsAll = defineEndpoint({
  method: 'POST',
  path: '/ams/news/query/all_news',
  // category: a `category` of news_category; empty for every category.
  request: z.object({ category: TextSchema.check(z.maxLength(64)) }),
  response: AllNewsSchema,
  summary: 'All news of one category (or all), newest first',
  group: 'news',
});

export const newsSearch = defineEndpoint({
  method: 'POST',
  path: '/ams/news/query/search_news',
  request: z.object({
    query: SearchKeywordSchema,
    source: z.optional(TextSchema.check(z.maxLength(100))),
    page: PagingNumberSchema,
    limit: PagingSizeSchema,
    category: z.optional(TextSchema.check(z.maxLength(64))),
  }),
  response: NewsSearchSchema,
  summary: 'Search news by words of the title, subtitle or summary; no match answers an empty list',
  group: 'news',
});

export const newsCategories = defineEndpoint({
  method: 'POST',
  path: '/ams/news/query/news_category',
  request: EmptyRequestSchema,
  response: NewsCategoryListSchema,
  summary: 'News categories',
  group: 'news',
});
