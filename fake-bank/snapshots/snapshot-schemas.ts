import { z } from 'zod/mini';

/**
 * The request and answer bodies of the control surface's snapshots and diff (DESIGN.md section 4, decision
 * 0044). They import zod alone, so the dashboard's React entry shares them with the bank without pulling in
 * the bank; the bank checks an imported file's `state` against the full state schema (BankStateSchema).
 */

/** The snapshot file's format. A file of another format is refused with a message that says which it is. */
export const SNAPSHOT_FORMAT = 1;

/** Largest snapshot file `POST /__fake-bank/snapshots` takes (bytes of JSON); a larger one gets 413. */
export const SNAPSHOT_LIMIT_BYTES = 1024 * 1024;

/** A snapshot's id: what `?snapshot=<id>` carries (the bank makes 12 lowercase letters and digits). */
export const SnapshotIdSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]{6,40}$/), z.describe('Lowercase letters and digits'));

const TitleSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
/** The business clock, ISO 8601 with +07:00 (WIB). */
const ClockIsoSchema = z.iso.datetime({ offset: true });
/** An app route, as a scenario's `path`: begins with one slash, no scheme or host. */
const AppPathSchema = z
  .string()
  .check(
    z.maxLength(300),
    z.regex(/^\/(?!\/)[^\s\\]*$/),
    z.describe('An app route such as /repayment (no scheme, host or backslash)'),
  );

/** `POST /__fake-bank/snapshots` saving the caller's session: a title and the route the link opens. */
export const SnapshotCreateBodySchema = z.strictObject({
  title: z.optional(TitleSchema),
  /** The app route the link opens (default `/`). */
  path: z.optional(AppPathSchema),
});
export type SnapshotCreateBody = z.infer<typeof SnapshotCreateBodySchema>;

/**
 * A snapshot file as `GET /__fake-bank/snapshots/<id>` answers it, to save or commit: the whole bank state
 * (no secret: no key, no PIN or password hash; they are made anew on open) and the business clock.
 * `scenario` (the catalogue scenario the walk began in) and `path` (the route the link opens) are optional.
 */
export const SnapshotFileSchema = z.object({
  format: z.number().check(z.int()),
  id: SnapshotIdSchema,
  title: TitleSchema,
  createdAt: z.iso.datetime({ offset: true }),
  clock: ClockIsoSchema,
  scenario: z.optional(z.string().check(z.maxLength(100))),
  path: z.optional(AppPathSchema),
  /** The bank state (BankState); checked in full by the bank when a file is imported. */
  state: z.record(z.string(), z.unknown()),
});
export type SnapshotFile = z.infer<typeof SnapshotFileSchema>;

/**
 * `POST /__fake-bank/snapshots` importing a saved file: the file's fields; `id` and `createdAt` may be
 * there (a downloaded file) and are not kept: the import gets an id of its own.
 */
export const SnapshotImportBodySchema = z.extend(SnapshotFileSchema, {
  id: z.optional(z.string().check(z.maxLength(100))),
  createdAt: z.optional(z.string().check(z.maxLength(40))),
  /** The file may also say which spec states it shows (as a scenario's `covers`). */
  covers: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
  description: z.optional(z.string().check(z.maxLength(2000))),
  tags: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20))),
});
export type SnapshotImportBody = z.infer<typeof SnapshotImportBodySchema>;

/** What saving or importing answers (201). */
export const SnapshotCreatedSchema = z.object({
  id: SnapshotIdSchema,
  title: z.string(),
  createdAt: z.string(),
  /** The app route with `?snapshot=<id>`: opened in a browser, it starts that browser's session in a copy. */
  link: z.string(),
});
export type SnapshotCreated = z.infer<typeof SnapshotCreatedSchema>;

/** One entry of `GET /__fake-bank/snapshots` (newest first). */
export const SnapshotSummarySchema = z.extend(SnapshotCreatedSchema, {
  /** The business clock the snapshot holds. */
  clock: z.string(),
  /** The catalogue scenario the walk began in, when known. */
  scenario: z.optional(z.string()),
});
export type SnapshotSummary = z.infer<typeof SnapshotSummarySchema>;

export const SnapshotListSchema = z.array(SnapshotSummarySchema);

/** `POST /__fake-bank/session { snapshot }`: a copy of the snapshot in the caller's session. */
export const SnapshotSessionBodySchema = z.strictObject({
  snapshot: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** What `POST /__fake-bank/session { snapshot }` answers. */
export const SnapshotSessionSchema = z.object({
  session: z.string(),
  /** The catalogue scenario the session counts as (the snapshot's, else the default). */
  scenario: z.string(),
  clock: z.string(),
  snapshot: SnapshotIdSchema,
});

/** A state to compare: `scenario:<id>`, `snapshot:<id>` or `session:<id>` (a session of this bank). */
export const StateRefSchema = z
  .string()
  .check(
    z.maxLength(140),
    z.regex(/^(scenario|snapshot|session):[^\s]{1,120}$/),
    z.describe('scenario:<id>, snapshot:<id> or session:<id>'),
  );

/** `GET /__fake-bank/diff?from=&to=`; `all=true` lists the secrets and bookkeeping a diff leaves out. */
export const DiffQuerySchema = z.object({
  from: StateRefSchema,
  to: StateRefSchema,
  all: z.optional(z.enum(['true', 'false'])),
});

/**
 * One difference between two bank states. `path` names the field (`credit.loans[0].principal`), or `clock` for
 * the business clock (listed first); `from` and `to` are its values as a person reads them: money as
 * 'Rp1.200.000', points as '1.000 points', dates as '21 Nov 2026' or '21 Nov 2026 10:00 WIB', secrets as
 * '[redacted]', a whole object or list that only one side has as JSON; null where that side has no such field.
 * `kind` marks a secret or the bank's bookkeeping, listed only when asked (`all=true`).
 */
export const DiffChangeSchema = z.object({
  path: z.string(),
  from: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  to: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  kind: z.optional(z.enum(['secret', 'bookkeeping'])),
});
export type DiffChange = z.infer<typeof DiffChangeSchema>;

export const DiffAnswerSchema = z.object({
  from: StateRefSchema,
  to: StateRefSchema,
  changes: z.array(DiffChangeSchema),
  /** More changes than the answer lists (it lists the first DIFF_LIMIT). */
  truncated: z.optional(z.boolean()),
  /** Changes to secrets and the bank's bookkeeping left out (`all=true` lists them). */
  hidden: z.optional(z.number().check(z.int())),
});
export type DiffAnswer = z.infer<typeof DiffAnswerSchema>;

/** Changes a diff lists at most. */
export const DIFF_LIMIT = 2000;
