import { Faker, base, en, zh_CN } from '@faker-js/faker';

/** Fixed faker seed: every reset builds the same store (only the dates move with `now`). */
export const SEED = 20260521;

export interface SeedContext {
  /** A private faker instance, so no other use of the global one can shift the seed. */
  faker: Faker;
  /** Same seed, English data only: for latin usernames. */
  fakerEn: Faker;
  /** The moment the store was seeded; every seeded date is relative to it so "recent" data stays recent. */
  now: Date;
  ago(ms: number): Date;
  later(ms: number): Date;
  /** A 32-character lower-case hex id, like the backend's `IdUtil.simpleUUID()`. */
  uid(): string;
}

export function createSeedContext(now: Date): SeedContext {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(SEED);
  const fakerEn = new Faker({ locale: [en, base] });
  fakerEn.seed(SEED);
  return {
    faker,
    fakerEn,
    now,
    ago: (ms) => new Date(now.getTime() - ms),
    later: (ms) => new Date(now.getTime() + ms),
    uid: () => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
  };
}
