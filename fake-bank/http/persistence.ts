import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { BankStateSchema, FaultSchema, catalogue } from '../../scenarios';
import type { Session, SessionStore } from '../core/session-store';

const PersistedSessionSchema = z.object({
  id: z.string(),
  scenarioId: z.string(),
  state: BankStateSchema,
  clock: z.object({ anchorMs: z.number(), setAtMs: z.number() }),
  csrfToken: z.string().nullable(),
  latencyMs: z.number(),
  faults: z.array(FaultSchema),
  polls: z.record(z.string(), z.number()),
  log: z.array(z.any()),
});

/**
 * Keeps sessions across restarts in a git-ignored file. Sessions that no longer parse (the state shape
 * moved on) or whose scenario is gone are dropped: they restart from their scenario on the next call.
 */
export function persistSessions(
  store: SessionStore,
  file: string,
  fresh: boolean,
): { restored: number; dispose: () => void } {
  let restored = 0;
  if (!fresh && existsSync(file)) {
    try {
      const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const sessions = Array.isArray(raw) ? raw : [];
      const valid: Session[] = [];
      for (const item of sessions) {
        const parsed = PersistedSessionSchema.safeParse(item);
        if (parsed.success && catalogue.has(parsed.data.scenarioId)) valid.push(parsed.data as Session);
      }
      store.restore(valid);
      restored = valid.length;
    } catch {
      restored = 0;
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  let timer: NodeJS.Timeout | undefined;
  const write = () => {
    timer = undefined;
    try {
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, JSON.stringify(store.snapshot()));
      renameSync(tmp, file);
    } catch {
      // A full or read-only disk loses persistence, not the running bank.
    }
  };
  // A fresh start forgets the old file at once, so a quick restart cannot bring it back.
  if (fresh) write();
  store.onChange(() => {
    timer ??= setTimeout(write, 250);
  });
  const flush = () => {
    if (timer) write();
  };
  process.on('exit', flush);
  return { restored, dispose: () => process.off('exit', flush) };
}
