import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.js';
import { settingDefinitions, settingsRepository } from './settings.js';

type MoneyKey = 'wallet.channels' | 'wallet.limits' | 'tokensms.paymentInfo' | 'tokensms.pricing';
type Value<K extends MoneyKey> = z.infer<(typeof settingDefinitions)[K]['schema']>;

/** Money settings the administrator can change, checked against their schema (a bad stored value gives the default). */
export function moneySettings(db: Kysely<DB>) {
  const repo = settingsRepository(db);
  async function read<K extends MoneyKey>(key: K): Promise<Value<K>> {
    const def = settingDefinitions[key];
    const parsed = def.schema.safeParse(await repo.get<unknown>(key, def.default));
    return (parsed.success ? parsed.data : def.default) as Value<K>;
  }
  return {
    /** Cash-in channels with their fees. */
    channels: () => read('wallet.channels'),
    /** Minimum and maximum cash-in and cash-out amounts. */
    limits: () => read('wallet.limits'),
    /** The company bank accounts and messaging contact shown after an SMS token order. */
    paymentInfo: () => read('tokensms.paymentInfo'),
    /** Rupiah value of one OTP SMS and the bank of token-order virtual accounts. */
    pricing: () => read('tokensms.pricing'),
  };
}
