import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { notNullDefault as d, withId } from './helpers.js';

/**
 * App content: uploads (with owner and purpose), menus, categories and their menus, news and info items,
 * popups, slider banners, running texts and the push messages sent. Every row names its server (tenant).
 */
export function content(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const serverFk = (c: ColumnDefinitionBuilder) => c.notNull().references('servers.id').onDelete('cascade');

      await withId(db.schema.createTable('media'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('user_id', 'integer')
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('url', 'varchar(400)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('original_name', 'varchar(200)', d(''))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_server_idx').on('media').columns(['server_id', 'created_at']).execute();

      await withId(db.schema.createTable('menus'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('label', 'varchar(100)', (c) => c.notNull())
        .addColumn('image', 'varchar(500)', d(''))
        .addColumn('type', 'integer', d(1))
        .addColumn('description', 'varchar(500)', d(''))
        .addColumn('kodeproduk', 'varchar(100)', d(''))
        .addColumn('idoperator', 'varchar(100)', d(''))
        .addColumn('showhome', 'integer', d(1))
        .addColumn('url', 'varchar(500)', d(''))
        .addColumn('status', 'integer', d(1))
        .addColumn('sort_order', 'integer', d(1))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('menus_server_idx').on('menus').columns(['server_id', 'sort_order']).execute();

      await withId(db.schema.createTable('categories'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', d(1))
        .addColumn('show_home', 'integer', d(1))
        .addColumn('sort', 'integer', d(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('categories_server_idx').on('categories').columns(['server_id', 'sort']).execute();

      await db.schema
        .createTable('category_menus')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
        .addColumn('position', 'integer', d(0))
        .addPrimaryKeyConstraint('category_menus_pk', ['category_id', 'menu_id'])
        .execute();
      await db.schema.createIndex('category_menus_menu_idx').on('category_menus').column('menu_id').execute();

      await withId(db.schema.createTable('articles'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('breaf', 'varchar(500)', d(''))
        .addColumn('content', 'text', d(''))
        .addColumn('image', 'varchar(500)', d(''))
        .addColumn('status', 'integer', d(1))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('articles_server_idx').on('articles').columns(['server_id', 'kind', 'updated_at']).execute();

      await withId(db.schema.createTable('popups'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', d(''))
        .addColumn('image', 'varchar(500)', d(''))
        .addColumn('status', 'integer', d(1))
        .addColumn('expired', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('popups_server_idx').on('popups').column('server_id').execute();

      await withId(db.schema.createTable('banners'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', d(''))
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('status', 'integer', d(1))
        .addColumn('sort_order', 'integer', d(1))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('banners_server_idx').on('banners').columns(['server_id', 'sort_order']).execute();

      await withId(db.schema.createTable('running_texts'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('msg', 'varchar(500)', (c) => c.notNull())
        .addColumn('aktif', 'integer', d(1))
        .addColumn('expired', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('running_texts_server_idx').on('running_texts').column('server_id').execute();

      await withId(db.schema.createTable('push_messages'), dialect)
        .addColumn('server_id', 'integer', serverFk)
        .addColumn('user_id', 'integer')
        .addColumn('judul', 'varchar(100)', (c) => c.notNull())
        .addColumn('isi', 'varchar(1000)', (c) => c.notNull())
        .addColumn('topic', 'varchar(100)', (c) => c.notNull())
        .addColumn('provider', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('provider_message_id', 'varchar(300)')
        .addColumn('error', 'varchar(500)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(40)')
        .execute();
      await db.schema.createIndex('push_messages_server_idx').on('push_messages').columns(['server_id', 'created_at']).execute();
    },
  };
}
