export interface BrowserSeeds {
  load(id: string): Promise<void>;
  missing(error: unknown): string | undefined;
}

/**
 * A call into the core with the seeds it needs: a call that asks for a seed not fetched yet (a new session's
 * default scenario, a reset to another) fails inside its unit, which changes nothing, and runs again once the
 * seed is here. A seed that does not come fails the call.
 */
export function withSeeds(seeds: BrowserSeeds) {
  return async <T>(call: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        const id = seeds.missing(error);
        if (id === undefined || attempt >= 3) throw error;
        await seeds.load(id);
      }
    }
  };
}
