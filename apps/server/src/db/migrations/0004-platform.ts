import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { notNullDefault as d, money, withId } from './helpers.js';

/**
 * The platform: Kaspro agents and applications, resellers, products, the engine's balance figure, account
 * deletion requests and partner modules; plus the indexes the mitra list, the engine key lookup and the audit
 * page filter on. Every sort or filter column a list exposes has an index led by the server id, so a list of one
 * server stays an index range however many rows the others have (resellers reach a million).
 */
export function platform(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const serverFk = (c: ColumnDefinitionBuilder) => c.notNull().references('servers.id').onDelete('cascade');
      const time = (c: ColumnDefinitionBuilder) => c.notNull();
      const index = (name: string, table: string, columns: string[], unique = false) => {
        const b = db.schema.createIndex(name).on(table).columns(columns);
        return (unique ? b.unique() : b).execute();
      };

      // mitra list (search, sort, filter) and the engine's key lookup
      await index('servers_name_idx', 'servers', ['name', 'id']);
      await index('servers_updated_idx', 'servers', ['updated_at', 'id']);
      await index('servers_status_idx', 'servers', ['status', 'id']);
      await index('servers_email_idx', 'servers', ['email']);
      await index('servers_key_idx', 'servers', ['server_key_hash'], true);

      // audit page filters
      await index('audit_log_actor_idx', 'audit_log', ['actor_email', 'created_at']);
      await index('audit_log_action_idx', 'audit_log', ['action', 'created_at']);
      await index('audit_log_entity_idx', 'audit_log', ['entity', 'entity_id']);

      await withId(db.schema.createTable('kaspro_agents'), dialect)
        .addColumn('accountnumber', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
        .addColumn('fullname', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', time)
        .addColumn('updated_at', 'varchar(40)', time)
        .execute();
      await index('kaspro_agents_msisdn_idx', 'kaspro_agents', ['msisdn', 'id']);
      await index('kaspro_agents_fullname_idx', 'kaspro_agents', ['fullname', 'id']);
      await index('kaspro_agents_updated_idx', 'kaspro_agents', ['updated_at', 'id']);

      await withId(db.schema.createTable('kaspro_applications'), dialect)
        .addColumn('appname', 'varchar(100)', (c) => c.notNull())
        .addColumn('version', 'varchar(20)', d('1.0'))
        .addColumn('primary_color', 'varchar(20)', d('#3F51B5'))
        .addColumn('primary_color_dark', 'varchar(20)', d('#3949AB'))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(40)', time)
        .addColumn('updated_at', 'varchar(40)', time)
        .execute();
      await index('kaspro_applications_created_idx', 'kaspro_applications', ['created_at', 'id']);

      await withId(db.schema.createTable('resellers'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('kode', 'varchar(30)', (c) => c.notNull())
        .addColumn('nama', 'varchar(100)', (c) => c.notNull())
        .addColumn('alamat', 'varchar(200)', d(''))
        .addColumn('email', 'varchar(254)', d(''))
        .addColumn('phone', 'varchar(30)', d(''))
        .addColumn('kode_upline', 'varchar(30)')
        .addColumn('saldo', money(dialect), d(0))
        .addColumn('tgl_daftar', 'varchar(40)', time)
        .addColumn('last_activity', 'varchar(40)')
        .addColumn('anonymized_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', time)
        .addColumn('updated_at', 'varchar(40)', time)
        .execute();
      await index('resellers_kode_uq', 'resellers', ['server_id', 'kode'], true);
      await index('resellers_nama_idx', 'resellers', ['server_id', 'nama', 'id']);
      await index('resellers_saldo_idx', 'resellers', ['server_id', 'saldo', 'id']);
      await index('resellers_tgl_daftar_idx', 'resellers', ['server_id', 'tgl_daftar', 'id']);
      await index('resellers_updated_idx', 'resellers', ['server_id', 'updated_at', 'id']);
      await index('resellers_activity_idx', 'resellers', ['server_id', 'last_activity', 'id']);
      await index('resellers_upline_idx', 'resellers', ['server_id', 'kode_upline', 'id']);

      await withId(db.schema.createTable('products'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('kode', 'varchar(30)', (c) => c.notNull())
        .addColumn('nama', 'varchar(100)', (c) => c.notNull())
        .addColumn('catatan', 'varchar(500)', d(''))
        .addColumn('kode_operator', 'varchar(30)', d(''))
        .addColumn('harga_jual', money(dialect), d(0))
        .addColumn('aktif', 'integer', d(1))
        .addColumn('gangguan', 'integer', d(0))
        .addColumn('kosong', 'integer', d(0))
        .addColumn('created_at', 'varchar(40)', time)
        .addColumn('updated_at', 'varchar(40)', time)
        .execute();
      await index('products_kode_uq', 'products', ['server_id', 'kode'], true);
      await index('products_nama_idx', 'products', ['server_id', 'nama', 'id']);
      await index('products_operator_idx', 'products', ['server_id', 'kode_operator', 'id']);
      await index('products_harga_idx', 'products', ['server_id', 'harga_jual', 'id']);
      await index('products_aktif_idx', 'products', ['server_id', 'aktif', 'id']);
      await index('products_updated_idx', 'products', ['server_id', 'updated_at', 'id']);

      await db.schema
        .createTable('engine_balances')
        .addColumn('server_id', 'integer', (c) => c.primaryKey().references('servers.id').onDelete('cascade'))
        .addColumn('irsmarketbalance', money(dialect), d(0))
        .addColumn('as_of', 'varchar(40)', time)
        .addColumn('updated_at', 'varchar(40)', time)
        .execute();

      await withId(db.schema.createTable('account_deletion_requests'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('id_reseller', 'varchar(30)', (c) => c.notNull())
        .addColumn('name_reseller', 'varchar(100)', d(''))
        .addColumn('uuid', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', d(0))
        .addColumn('created_at', 'varchar(40)', time)
        .addColumn('approved_at', 'varchar(40)')
        .addColumn('approved_by', 'integer')
        .execute();
      await index('deletion_requests_list_idx', 'account_deletion_requests', ['server_id', 'created_at', 'id']);
      await index('deletion_requests_status_idx', 'account_deletion_requests', ['server_id', 'status', 'created_at']);
      await index('deletion_requests_reseller_idx', 'account_deletion_requests', ['server_id', 'id_reseller', 'uuid']);

      await withId(db.schema.createTable('partner_modules'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('module', 'varchar(20)', (c) => c.notNull())
        .addColumn('url_module', 'varchar(500)', d(''))
        .addColumn('status', 'integer', d(0))
        .addColumn('created_at', 'varchar(40)', time)
        .addColumn('updated_at', 'varchar(40)', time)
        .execute();
      await index('partner_modules_uq', 'partner_modules', ['server_id', 'module'], true);
      await index('partner_modules_status_idx', 'partner_modules', ['module', 'status']);
    },
  };
}
