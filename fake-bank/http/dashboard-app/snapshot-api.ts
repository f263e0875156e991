import { z } from 'zod/mini';
import {
  DiffAnswerSchema,
  SnapshotCreatedSchema,
  SnapshotFileSchema,
  SnapshotImportBodySchema,
  SnapshotListSchema,
  SnapshotSessionSchema,
  type DiffChange,
  type SnapshotImportBody,
} from '../../snapshots/snapshot-schemas';
import { control } from './api';

/** The snapshot and diff calls of DESIGN.md section 4, read with the bank's own schemas. */

export { SnapshotImportBodySchema as SnapshotImportSchema };
export type { SnapshotCreated, SnapshotSummary } from '../../snapshots/snapshot-schemas';
export type Change = DiffChange;

/** A side of a diff: `scenario:<id>`, `snapshot:<id>` or `session:<id>`. */
export type DiffRef = `${'scenario' | 'snapshot' | 'session'}:${string}`;

export const snapshotCalls = {
  list: () => control(SnapshotListSchema, 'GET', '/snapshots'),
  save: (body: { title?: string; path?: string }) =>
    control(SnapshotCreatedSchema, 'POST', '/snapshots', body),
  file: (id: string) => control(SnapshotFileSchema, 'GET', `/snapshots/${encodeURIComponent(id)}`),
  import: (file: SnapshotImportBody) => control(SnapshotCreatedSchema, 'POST', '/snapshots', file),
  remove: (id: string) => control(z.unknown(), 'DELETE', `/snapshots/${encodeURIComponent(id)}`),
  open: (id: string) => control(SnapshotSessionSchema, 'POST', '/session', { snapshot: id }),
  diff: (from: DiffRef, to: DiffRef, all = false) =>
    control(
      DiffAnswerSchema,
      'GET',
      `/diff?${new URLSearchParams({ from, to, ...(all ? { all: 'true' } : {}) }).toString()}`,
    ),
};

/** The link that opens a snapshot in any browser: the bank's own when it gave one. */
export function snapshotLink(snapshot: { id: string; link?: string }, origin: string): string {
  return new URL(snapshot.link ?? `/?snapshot=${encodeURIComponent(snapshot.id)}`, origin).href;
}
