import { z } from 'zod/mini';
import { DateYmdSchema, TextSchema } from './primitives';

// ---- FAQ (the spec's help centre and FAQ; its calls are not in the spec, docs/decisions/0017) ----

/** One question and its answer, plain text (paragraphs separated by a blank line). */
export const FaqItemSchema = z.object({
  faqId: TextSchema,
  categoryId: TextSchema,
  categoryName: TextSchema,
  question: TextSchema,
  answer: z.string().check(z.maxLength(2000)),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqCategorySchema = z.object({
  categoryId: TextSchema,
  name: TextSchema,
  items: z.array(FaqItemSchema),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqListSchema = z.object({ categories: z.array(FaqCategorySchema) });

export const FaqSearchSchema = z.object({ items: z.array(FaqItemSchema) });

// ---- Terms pages ----

/** The terms pages of spec section 1: wallet tiers, loyalty, Prime savings, time deposit, Pay Later, Instant Cash. */
export const TERMS_DOCS = [
  'wallet-tiers',
  'loyalty',
  'prime-savings',
  'time-deposit',
  'paylater',
  'instant-cash',
] as const;
export const TermsDocSchema = z.enum(TERMS_DOCS);
export type TermsDoc = z.infer<typeof TermsDocSchema>;

export const TermsPageSchema = z.object({
  doc: TermsDocSchema,
  title: TextSchema,
  version: TextSchema,
  /** The date the version applies from, YYYYMMDD. */
  effectiveDate: DateYmdSchema,
  /** HTML: headings, paragraphs and lists only; the client sanitizes it before showing it. */
  content: z.string().check(z.maxLength(100_000)),
  /** The same document as a PDF the bank serves (same origin), for the PDF viewer. */
  pdfUrl: TextSchema,
});
export type TermsPage = z.infer<typeof TermsPageSchema>;
