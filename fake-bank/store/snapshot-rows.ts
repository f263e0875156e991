import type { SnapshotHead, SnapshotRecord } from '../snapshots/snapshot-store';
import { isoToMs, toUtcIso } from '../../contracts/dates';

/** A row of fb_snapshots (both databases): times in epoch milliseconds (PostgreSQL's BIGINT as a string). */
export interface SnapshotRow {
  id: string;
  title: string;
  created_at: number | string;
  clock: string;
  scenario_id: string | null;
  path: string;
  state?: string;
}

/** A row as a record (its head when the row was read without its state). */
export function recordOfRow(row: SnapshotRow): SnapshotHead & { state?: string } {
  return {
    id: row.id,
    title: row.title,
    createdAt: toUtcIso(Number(row.created_at)),
    clock: row.clock,
    ...(row.scenario_id ? { scenario: row.scenario_id } : {}),
    path: row.path,
    ...(row.state !== undefined ? { state: row.state } : {}),
  };
}

/** A record's values for an INSERT, in column order: id, title, created_at, clock, scenario_id, path, state. */
export function rowValuesOf(
  record: SnapshotRecord,
): [string, string, number, string, string | null, string, string] {
  return [
    record.id,
    record.title,
    isoToMs(record.createdAt),
    record.clock,
    record.scenario ?? null,
    record.path,
    record.state,
  ];
}
