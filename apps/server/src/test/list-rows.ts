import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The big lists a test fills straight into the database (no API for bulk rows of these). */
type BigList = 'menus' | 'resellers' | 'wallet_ledger' | 'tokensms_history';
type Row<T extends BigList> = Insertable<DB[T]>;

const at = (i: number) => new Date(Date.now() - i * 3600_000).toISOString();

/** A plain row of each list, `i` apart in time: a test overrides what it is about. */
const defaults: { [T in BigList]: (serverId: number, i: number) => Row<T> } = {
  menus: (server_id, i) => ({
    server_id,
    label: `Menu ${i}`,
    image: '',
    type: 1,
    description: '',
    kodeproduk: '',
    idoperator: '',
    showhome: 1,
    url: '',
    status: 1,
    sort_order: 1,
    created_at: at(i),
    updated_at: at(i),
  }),
  resellers: (server_id, i) => ({
    server_id,
    kode: `R${1000 + i}`,
    nama: `Reseller ${i}`,
    alamat: '',
    email: '',
    phone: '',
    kode_upline: null,
    saldo: 0,
    tgl_daftar: at(i),
    last_activity: null,
    anonymized_at: null,
    created_at: at(i),
    updated_at: at(i),
  }),
  wallet_ledger: (server_id, i) => ({
    server_id,
    account: 'balance',
    debet: 0,
    credit: 0,
    endbalance: 0,
    ref_type: 'test',
    ref_id: String(i),
    description: `entry ${i}`,
    created_at: at(i),
  }),
  tokensms_history: (server_id, i) => ({
    server_id,
    phone: '081200000000',
    senderid: 'KONSOL',
    amount: 1,
    sisa: i,
    totaltokensms: i + 1,
    price: 350,
    status: 1,
    gateway_id: null,
    created_at: at(i),
    updated_at: at(i),
  }),
};

/**
 * Inserts `count` rows of a big list for a server: each the list's plain row with `row(i)` over it.
 * @example
 * await insertRows(db, 'menus', serverPk, 37, (i) => ({ label: `Menu ${i % 5}`, type: [1, 2, 3][i % 3] }));
 */
export async function insertRows<T extends BigList>(
  db: Kysely<DB>,
  table: T,
  serverId: number,
  count: number,
  row: (i: number) => Partial<Row<T>> = () => ({}),
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({ ...defaults[table](serverId, i), ...row(i) }));
  // The rows are the table's own (the defaults are typed per table); Kysely cannot tell through the generic.
  await db
    .insertInto(table)
    .values(rows as never)
    .execute();
}
