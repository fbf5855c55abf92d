import { can, type Mitra, type MitraCreateBody, type MitraPatchBody, type Page, type PlatformListQuery } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { Conflict, Forbidden, isUniqueViolation, NotFound, Rule } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { serverApps } from '../auth/auth.service.js';
import { mitraRepository, mitraWrite, toMitra } from './mitra.repository.js';

/** A new engine key: 256 random bits with a recognisable prefix; only its SHA-256 is stored. */
export const newServerKey = () => `sk_${randomToken(32)}`;
export const serverKeyHash = (key: string) => sha256(key);

export function mitraService(ctx: AppContext) {
  const repo = mitraRepository(ctx.db);
  const auth = serverApps(ctx);

  return {
    async list(q: PlatformListQuery & { status?: number }): Promise<Page<Mitra>> {
      const list = await repo.list(q);
      return pageOf(q, list, toMitra);
    },

    /** A new partner server with its app (the spec's defaults) and an engine key, answered once. */
    async create(actor: AuthInfo, body: MitraCreateBody, ip: string): Promise<Mitra & { server_key: string }> {
      const key = newServerKey();
      const mitra = await ctx.db
        .transaction()
        .execute(async (trx) => {
          if (await repo.codeTaken(body.server_id, trx)) throw new Conflict('mitraServerIdTaken');
          const id = await repo.insert(mitraWrite(body), serverKeyHash(key), trx);
          await auth.insertApp(trx, id, {
            appname: body.name,
            appcode: body.server_id,
            appkey: randomToken(24),
            serverkey: randomToken(24),
          });
          const view = toMitra((await repo.findById(id, trx))!);
          await audit(trx, actor, ip, { action: 'mitra.create', entity: 'server', entityId: id, serverId: id, after: view });
          return view;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw new Conflict('mitraServerIdTaken');
          throw err;
        });
      return { ...mitra, server_key: key };
    },

    /**
     * Edits a server. Deactivating it (status 0) stops its operators' logins and tokens, its app's public calls
     * and its engine calls at once (each checks the status). The administrator cannot deactivate their own server.
     */
    async update(actor: AuthInfo, id: number, patch: MitraPatchBody, ip: string): Promise<Mitra> {
      // The route lets (de)activation through (`servers.status`); anything more is managing the server.
      const more = Object.entries(patch).some(([k, v]) => k !== 'status' && v !== undefined);
      if (more && !can(actor.role, 'servers.manage')) throw new Forbidden();
      return ctx.db
        .transaction()
        .execute(async (trx) => {
          const before = await repo.findById(id, trx);
          if (!before) throw new NotFound();
          if (patch.status === 0 && id === actor.serverId) throw new Rule('mitraOwnServer');
          if (patch.server_id !== undefined && patch.server_id !== before.server_id) {
            if (await repo.codeTaken(patch.server_id, trx)) throw new Conflict('mitraServerIdTaken');
            await repo.followAppCode(id, before.server_id, patch.server_id, trx);
          }
          const changes = mitraWrite(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
          if (Object.keys(changes).length) await repo.update(id, changes, trx);
          const after = toMitra((await repo.findById(id, trx))!);
          await audit(trx, actor, ip, {
            action: 'mitra.update',
            entity: 'server',
            entityId: id,
            serverId: id,
            before: toMitra(before),
            after,
          });
          return after;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw new Conflict('mitraServerIdTaken');
          throw err;
        });
    },

    /** A new engine key for the server; the old one stops working at once. */
    async rotateKey(actor: AuthInfo, id: number, ip: string): Promise<{ server_key: string }> {
      const key = newServerKey();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await repo.findById(id, trx);
        if (!row) throw new NotFound();
        await repo.setKeyHash(id, serverKeyHash(key), trx);
        // The key itself never goes into the log.
        await audit(trx, actor, ip, {
          action: 'mitra.rotate-key',
          entity: 'server',
          entityId: id,
          serverId: id,
          before: { has_server_key: !!row.server_key_hash },
          after: { has_server_key: true },
        });
      });
      return { server_key: key };
    },
  };
}

/** The server an engine key belongs to (by the key's SHA-256), for the engine's authentication. */
export function serverByKeyHash(ctx: AppContext, keyHash: string) {
  return mitraRepository(ctx.db).findByKeyHash(keyHash);
}
