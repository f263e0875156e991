import { z } from 'zod/mini';

/**
 * The fake bank's control surface as its two browser clients read it: the in-app scenario picker (src/app)
 * and the dashboard (fake-bank/http/dashboard-app). Here because the client may import contracts only; the
 * bank's other control answers are in fake-bank/core/control-answers.ts.
 */

/** One scenario of `GET /__fake-bank/scenarios`. */
export const ScenarioEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** State ids of spec/states.tsv the scenario shows. */
  covers: z.array(z.string()),
  /** The app route that shows the scenario's state. */
  path: z.string(),
  /** For a state only input shows: the magic value or gesture that shows it, in one line. */
  hint: z.optional(z.string()),
  /** The address that opens it, when the host has its own form (the in-browser demo: decision 0042). */
  link: z.optional(z.string()),
  /** The state's screenshot in the gallery (/__fake-bank/gallery/<id>.png), when `npm run gallery` took it. */
  screenshot: z.optional(z.string()),
});
export type ScenarioEntry = z.infer<typeof ScenarioEntrySchema>;

export const ScenarioCatalogueSchema = z.array(ScenarioEntrySchema);
