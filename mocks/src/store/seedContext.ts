export interface SeedContext {
  /** The moment the store was seeded; every seeded date is relative to it so "recent" data stays recent. */
  now: Date;
  ago(ms: number): Date;
  later(ms: number): Date;
}

/** Every reset builds the same store (the seed data is fixed; only the dates move with `now`). */
export function createSeedContext(now: Date): SeedContext {
  return {
    now,
    ago: (ms) => new Date(now.getTime() - ms),
    later: (ms) => new Date(now.getTime() + ms),
  };
}
