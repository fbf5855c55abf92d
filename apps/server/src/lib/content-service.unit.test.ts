import type { ContentListQuery } from '@konsol/contract';
import { describe, expect, it } from 'vitest';
import { contentService } from './content-service.js';
import { NotFound } from './errors.js';

interface Row {
  id: number;
  name: string;
  sort: number;
}

/** The rows of `contentRows`, in memory, one map per server. */
function fakeRows() {
  const servers = new Map<number, Map<number, Row>>();
  let next = 1;
  const of = (serverId: number) => servers.get(serverId) ?? servers.set(serverId, new Map()).get(serverId)!;
  return {
    async list(serverId: number, q: ContentListQuery) {
      const all = [...of(serverId).values()];
      return { rows: all.slice(q.page * q.size, (q.page + 1) * q.size), total: all.length };
    },
    get: async (serverId: number, id: number) => of(serverId).get(id),
    async insert(serverId: number, values: Omit<Row, 'id'>) {
      const id = next++;
      of(serverId).set(id, { id, ...values });
      return id;
    },
    async update(serverId: number, id: number, changes: Partial<Row>) {
      const row = of(serverId).get(id);
      if (row) Object.assign(row, changes);
      return !!row;
    },
    remove: async (serverId: number, id: number) => of(serverId).delete(id),
  };
}

const service = () =>
  contentService({
    rows: fakeRows(),
    appId: async (serverId: number) => serverId * 100,
    toItem: (r: Row, appid: number) => ({ id: r.id, name: r.name, sort: r.sort, appid }),
    created: (b: { name?: string; sort?: number }) => ({ name: b.name ?? '', sort: b.sort ?? 1 }),
    changed: (b: { name?: string; sort?: number }) => b,
  });
const query = (page = 0, size = 10) => ({ page, size }) as ContentListQuery;

describe('contentService (rules, on a fake repository)', () => {
  it('adds with the defaults the body leaves out, answered with the app id', async () => {
    const s = service();
    expect(await s.create(7, { name: 'Promo' })).toEqual({ id: 1, name: 'Promo', sort: 1, appid: 700 });
  });

  it('an edit changes only what the body names', async () => {
    const s = service();
    const { id } = await s.create(7, { name: 'Promo', sort: 3 });
    expect(await s.update(7, id, { name: 'Diskon' })).toMatchObject({ name: 'Diskon', sort: 3 });
  });

  it("another server's item is not found, read, edited or removed", async () => {
    const s = service();
    const { id } = await s.create(7, { name: 'Promo' });
    await expect(s.get(8, id)).rejects.toBeInstanceOf(NotFound);
    await expect(s.update(8, id, { name: 'x' })).rejects.toBeInstanceOf(NotFound);
    await expect(s.remove(8, id)).rejects.toBeInstanceOf(NotFound);
    expect((await s.get(7, id)).name).toBe('Promo');
  });

  it('lists a page with its total and the page asked for', async () => {
    const s = service();
    for (const name of ['a', 'b', 'c']) await s.create(7, { name });
    const page = await s.list(7, query(1, 2));
    expect(page).toEqual({ content: [{ id: 3, name: 'c', sort: 1, appid: 700 }], totalElements: 3, totalExact: true, page: 1, size: 2 });
  });

  it('removing answers the id once; a second time it is gone', async () => {
    const s = service();
    const { id } = await s.create(7, { name: 'Promo' });
    expect(await s.remove(7, id)).toEqual({ id });
    await expect(s.remove(7, id)).rejects.toBeInstanceOf(NotFound);
  });
});
