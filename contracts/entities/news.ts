import { z } from 'zod/mini';
import { assumed, ours } from '../wire-origin';
import { TextSchema, TimestampSchema } from './primitives';

/** News item (spec section 3). `namaparent` is the name of the item's category; `date` is yyyymmddhhmmss. */
export const NewsItemSchema = z.object({
  /** Ours: the client tells items apart by their url. */
  newsId: ours(TextSchema),
  source: TextSchema,
  images: z.array(z.string().check(z.maxLength(4096))).check(z.maxLength(5)),
  date: TimestampSchema,
  namaparent: TextSchema,
  url: TextSchema,
  title: TextSchema,
  subtitle: TextSchema,
  summary: z.string().check(z.maxLength(1024)),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsMetadataSchema = z.object({ current_page: z.string(), total_page: z.string() });

export const TopNewsSchema = z.object({
  headlines: z.array(NewsItemSchema),
  most_popular: z.array(NewsItemSchema),
});

export const AllNewsSchema = z.object({
  headlines: z.array(NewsItemSchema),
  items: z.array(NewsItemSchema),
  metadata: NewsMetadataSchema,
});

export const NewsSearchSchema = z.object({
  items: z.array(NewsItemSchema),
  metadata: NewsMetadataSchema,
});

export const NewsCategorySchema = z.object({
  category: assumed('newsCategories', TextSchema),
  name: assumed('newsCategories', TextSchema),
});
export const NewsCategoryListSchema = z.object({
  categories: assumed('newsCategories', z.array(NewsCategorySchema)),
});
