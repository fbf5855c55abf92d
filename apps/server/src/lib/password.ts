import argon2 from 'argon2';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** argon2id hashing at the configured cost. */
export function passwordHasher(cost: PasswordCost) {
  const options = { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (plain: string) => argon2.hash(plain, options),
    async verify(hash: string, plain: string): Promise<boolean> {
      try {
        return await argon2.verify(hash, plain);
      } catch {
        return false;
      }
    },
    /** Spends the same time as a real verify, so unknown accounts answer as slowly as known ones. */
    async verifyDummy(plain: string): Promise<void> {
      dummy ??= argon2.hash('konsol-dummy-password', options);
      await argon2.verify(await dummy, plain).catch(() => false);
    },
  };
}
export type PasswordHasher = ReturnType<typeof passwordHasher>;
