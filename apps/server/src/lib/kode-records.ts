import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { Conflict, isUniqueViolation, NotFound } from './errors.js';

/** The reads and writes of records a server keys by `kode` (products, resellers). */
interface KodeRows<Row, Write> {
  findById(serverId: number, id: number, trx: Transaction<DB>): Promise<Row | undefined>;
  findByKode(serverId: number, kode: string, trx: Transaction<DB>): Promise<Row | undefined>;
  insert(serverId: number, write: Write, trx: Transaction<DB>): Promise<number>;
  update(serverId: number, id: number, write: Write, trx: Transaction<DB>): Promise<unknown>;
}

/**
 * Adds a record, or edits it when the body names its id or a kode the server already has, in one transaction. A
 * kode another record holds is refused with `taken` (also when two writes of one new kode race: the unique index
 * decides). `write` turns the body into the columns (and may refuse it); `edited` runs after an edit.
 */
export async function saveByKode<Row extends { id: number; kode: string }, Write>(
  db: Kysely<DB>,
  opts: {
    rows: KodeRows<Row, Write>;
    serverId: number;
    body: { id?: number; kode: string };
    taken: string;
    write: (existing: Row | undefined, trx: Transaction<DB>) => Write | Promise<Write>;
    edited?: (existing: Row, trx: Transaction<DB>) => Promise<void>;
  },
): Promise<{ created: boolean; row: Row }> {
  const { rows, serverId, body } = opts;
  return db
    .transaction()
    .execute(async (trx) => {
      const existing = body.id ? await rows.findById(serverId, body.id, trx) : await rows.findByKode(serverId, body.kode, trx);
      if (body.id && !existing) throw new NotFound();
      if (existing && existing.kode !== body.kode && (await rows.findByKode(serverId, body.kode, trx))) throw new Conflict(opts.taken);
      const write = await opts.write(existing, trx);
      let id: number;
      if (existing) {
        id = existing.id;
        await rows.update(serverId, id, write, trx);
        await opts.edited?.(existing, trx);
      } else {
        id = await rows.insert(serverId, write, trx);
      }
      return { created: !existing, row: (await rows.findById(serverId, id, trx)) as Row };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new Conflict(opts.taken);
      throw err;
    });
}
