import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { notNullDefault as d, withId } from './helpers.js';

export function foundation(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('servers'), dialect)
        .addColumn('server_id', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)', d(''))
        .addColumn('contact', 'varchar(100)', d(''))
        .addColumn('phone', 'varchar(30)', d(''))
        .addColumn('email', 'varchar(254)', d(''))
        .addColumn('member_type', 'integer', d(0))
        .addColumn('engine_core', 'integer', d(0))
        .addColumn('status', 'integer', d(1))
        .addColumn('server_key_hash', 'varchar(128)')
        .addColumn('masaaktif', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('phone', 'varchar(30)', d(''))
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('role', 'varchar(30)', d('ROLE_USER'))
        .addColumn('status', 'varchar(20)', d('pending'))
        .addColumn('token_version', 'integer', d(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('activated_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('users_server_idx').on('users').column('server_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('auth_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').columns(['user_id', 'purpose']).execute();

      await withId(db.schema.createTable('apps'), dialect)
        .addColumn('server_id', 'integer', (c) => c.notNull().unique().references('servers.id'))
        .addColumn('appname', 'varchar(100)', (c) => c.notNull())
        .addColumn('appcode', 'varchar(30)', (c) => c.notNull())
        .addColumn('tagline', 'varchar(200)', d(''))
        .addColumn('logo', 'varchar(500)', d(''))
        .addColumn('version', 'varchar(20)', d('1.0'))
        .addColumn('primary_color', 'varchar(20)', d('#3F51B5'))
        .addColumn('primary_color_dark', 'varchar(20)', d('#3949AB'))
        .addColumn('regonline', 'integer', d(1))
        .addColumn('regmethod', 'integer', d(0))
        .addColumn('zopimkey', 'varchar(100)', d(''))
        .addColumn('apiurl', 'varchar(500)', d(''))
        .addColumn('appkey', 'varchar(200)', d(''))
        .addColumn('serverkey', 'varchar(200)', d(''))
        .addColumn('maintenance', 'integer', d(0))
        .addColumn('maxotp', 'integer', d(2))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_email', 'varchar(254)', d(''))
        .addColumn('server_id', 'integer')
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('entity', 'varchar(60)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(100)', d(''))
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('ip', 'varchar(60)', d(''))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

      await withId(db.schema.createTable('mails'), dialect)
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
    },
  };
}
