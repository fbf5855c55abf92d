import type { ContentListQuery, Page } from '@konsol/contract';
import { NotFound } from './errors.js';
import { pageOf } from './list.js';

/** The reads and writes of one server's content rows (`contentRows`). */
interface ContentRows<Row, Values, Changes> {
  list(serverId: number, q: ContentListQuery): Promise<{ rows: Row[]; total: number }>;
  get(serverId: number, id: number): Promise<Row | undefined>;
  insert(serverId: number, values: Values): Promise<number>;
  update(serverId: number, id: number, changes: Changes): Promise<boolean>;
  remove(serverId: number, id: number): Promise<boolean>;
}

/**
 * A content list of the app (banners, popups, running texts, menus, news): list, read, add, change and remove one
 * server's items, each answered with the app's id. `created` gives a new item's values (the defaults of what the
 * body leaves out); `changed` the columns an edit sets (left-out fields keep their value).
 * @example
 * contentService({ rows: popupRepository(db), appId, toItem: toPopup, created: (b) => ({ ... }), changed: (b) => b })
 */
export function contentService<Row, Item, Body, Values, Changes>(opts: {
  rows: ContentRows<Row, Values, Changes>;
  appId: (serverId: number) => Promise<number>;
  toItem: (row: Row, appid: number) => Item;
  created: (body: Body) => Values;
  changed: (body: Body) => Changes;
}) {
  const { rows, appId, toItem } = opts;

  async function get(serverId: number, id: number): Promise<Item> {
    const row = await rows.get(serverId, id);
    if (!row) throw new NotFound();
    return toItem(row, await appId(serverId));
  }

  return {
    async list(serverId: number, q: ContentListQuery): Promise<Page<Item>> {
      const [appid, page] = await Promise.all([appId(serverId), rows.list(serverId, q)]);
      return pageOf(q, page, (r) => toItem(r, appid));
    },

    get,

    async create(serverId: number, body: Body): Promise<Item> {
      return get(serverId, await rows.insert(serverId, opts.created(body)));
    },

    async update(serverId: number, id: number, body: Body): Promise<Item> {
      if (!(await rows.update(serverId, id, opts.changed(body)))) throw new NotFound();
      return get(serverId, id);
    },

    async remove(serverId: number, id: number): Promise<{ id: number }> {
      if (!(await rows.remove(serverId, id))) throw new NotFound();
      return { id };
    },
  };
}
