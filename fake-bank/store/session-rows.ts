import { z } from 'zod/mini';
import { FaultSchema } from '../model/faults';

/**
 * One row per session: its meta (clock, CSRF token, faults, polls, notice) and its state as what differs from
 * its scenario's seed (a patch, see state-patch.ts), or NULL while the state is still the seed (a visitor who
 * only fetched a token costs one small row).
 * `version` grows with every write, so a process knows when its cached copy is stale. Call-log rows are
 * bounded per session. Expired sessions keep a tombstone row (scenario, expired = 1) so the next visit is
 * told its session was restored.
 */
export interface SessionRow {
  id: string;
  scenario_id: string;
  version: number;
  expired: number;
  meta: string;
  /** Only when the caller's copy is stale: NULL means the scenario's seed state (see encodeState). */
  state: string | null;
  stale: number;
  /** When the row's use was last written (SQLite reads it with the head: a read within a minute writes none). */
  last_used_at?: number;
}

export interface LogRow {
  entry: string;
}

/** What a unit hands the database at its end. */
export interface UnitWrite {
  /** The whole row, when the unit changed the session. */
  row?: {
    id: string;
    scenarioId: string;
    version: number;
    meta: string;
    /** The state as encodeState gives it; undefined: the row's state stays (only the meta changed). */
    state: string | null | undefined;
    createdAt: number;
  };
  /**
   * Write last_used_at: with the row, or alone (a read). Only when the last one written is a minute old: the
   * index on it would otherwise change on every write, which doubled the cost of a write's commit.
   */
  touch?: boolean;
  /**
   * The session was made in this unit for a request refused before it used it: no row (a placeholder row
   * of a new session, PostgreSQL's version 0, goes).
   */
  discard?: boolean;
  /** The session was (re)started in this unit: the log of the one it replaces goes, as in the memory store. */
  clearLog?: boolean;
  /** The unit parsed pieces of a lazily read state: what the session costs the cache is counted again. */
  parsed?: boolean;
  logs: string[];
  now: number;
}

/** A row's meta as finish writes it (checked when read: it is small). */
export const MetaSchema = z.object({
  clock: z.object({ anchorMs: z.number(), setAtMs: z.number() }),
  csrfToken: z.nullable(z.string()),
  latencyMs: z.number(),
  faults: z.array(FaultSchema),
  polls: z.record(z.string(), z.number()),
  notice: z.optional(z.literal('expired')),
  profile: z.optional(z.literal('spec')),
  createdAt: z.optional(z.number()),
});
