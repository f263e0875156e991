import { z } from 'zod';
import { control } from './api';

/**
 * The snapshot and diff answers of DESIGN.md section 4, as the dashboard reads them. Written against the
 * interface while the bank side was built beside it: the bank's own schemas replace this file's when they
 * land (fake-bank/core/control-answers.ts is where the others are).
 */

/** `201` of `POST /snapshots` (save or import). */
export const SnapshotCreatedSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  link: z.string(),
});
export type SnapshotCreated = z.infer<typeof SnapshotCreatedSchema>;

/** One entry of `GET /snapshots` (newest first); the list may say more of each. */
export const SnapshotSummarySchema = z
  .object({ id: z.string(), title: z.string(), createdAt: z.string(), link: z.string().optional() })
  .loose();
export type SnapshotSummary = z.infer<typeof SnapshotSummarySchema>;

/** `GET /snapshots/<id>`: the file to save or commit. */
export const SnapshotFileSchema = z
  .object({
    format: z.union([z.number(), z.string()]),
    id: z.string(),
    title: z.string(),
    createdAt: z.string(),
    clock: z.string(),
    state: z.record(z.string(), z.unknown()),
  })
  .loose();

/** A saved file as the import sends it: the file without its id. */
export const SnapshotImportSchema = SnapshotFileSchema.omit({ id: true, createdAt: true }).loose();

/** `GET /diff?from=&to=`: what changed, readable for a person. */
export const DiffSchema = z.object({
  changes: z.array(z.object({ path: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type Change = z.infer<typeof DiffSchema>['changes'][number];

/** A side of a diff: `scenario:<id>`, `snapshot:<id>` or `session:<id>`. */
export type DiffRef = `${'scenario' | 'snapshot' | 'session'}:${string}`;

export const snapshotCalls = {
  list: () => control(z.array(SnapshotSummarySchema), 'GET', '/snapshots'),
  save: (body: { title?: string; path?: string }) =>
    control(SnapshotCreatedSchema, 'POST', '/snapshots', body),
  file: (id: string) => control(SnapshotFileSchema, 'GET', `/snapshots/${encodeURIComponent(id)}`),
  import: (file: z.infer<typeof SnapshotImportSchema>) =>
    control(SnapshotCreatedSchema, 'POST', '/snapshots', file),
  remove: (id: string) => control(z.unknown(), 'DELETE', `/snapshots/${encodeURIComponent(id)}`),
  open: (id: string) => control(z.looseObject({ session: z.string() }), 'POST', '/session', { snapshot: id }),
  diff: (from: DiffRef, to: DiffRef) =>
    control(DiffSchema, 'GET', `/diff?${new URLSearchParams({ from, to }).toString()}`),
};

/** The link that opens a snapshot in any browser: the bank's own when it gave one. */
export function snapshotLink(snapshot: { id: string; link?: string }, origin: string): string {
  return new URL(snapshot.link ?? `/?snapshot=${encodeURIComponent(snapshot.id)}`, origin).href;
}
