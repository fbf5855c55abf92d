import { type AppSettings, type AppSettingsBody, can, HIDDEN_SECRET, type Page, type PushBody, type PushMessage } from '@konsol/contract';
import { fcmTopic } from '../../adapters/push.js';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors.js';
import type { Job } from '../../lib/jobs.js';
import { pageOf } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { type AppRow, appsRepository } from './apps.repository.js';

const PUSH_PER_HOUR = 30;
/** Tries per push: with the default first retry of 5 s, the last one comes about 10 minutes after the first. */
export const PUSH_ATTEMPTS = 8;

interface PushJob {
  serverId: number;
  id: number;
  appcode: string;
}

function toSettings(row: AppRow): AppSettings {
  return {
    id: row.id,
    appname: row.appname,
    appcode: row.appcode,
    tagline: row.tagline,
    logo: row.logo,
    version: row.version,
    primary_color: row.primary_color,
    primary_color_dark: row.primary_color_dark,
    primarycolordark: row.primary_color_dark,
    regonline: row.regonline,
    regmethod: row.regmethod,
    zopimkey: row.zopimkey,
    apiurl: row.apiurl,
    api_url: row.apiurl,
    appkey: row.appkey,
    serverkey: row.serverkey,
    maintenance: row.maintenance,
    maxotp: row.maxotp,
    updated_at: row.updated_at,
  };
}

/** The settings of the caller's app (General and API Key tabs) and the toolbar's maintenance switch and push. */
export function appsService(ctx: AppContext) {
  const repo = appsRepository(ctx.db);

  async function current(serverId: number): Promise<AppRow> {
    const row = await repo.get(serverId);
    if (!row) throw new NotFound();
    return row;
  }

  /** Sets one switch of the app, audited with its value before and after (`app.maintenance`, `app.maxotp`). */
  async function setSwitch<K extends 'maintenance' | 'maxotp'>(who: AuthInfo, key: K, value: number, ip: string) {
    const before = await current(who.serverId);
    await repo.setSwitch(who.serverId, key, value);
    await audit(ctx.db, who, ip, {
      // written out: every action the log holds is a literal with its words (AUDIT_ACTIONS)
      action: key === 'maintenance' ? 'app.maintenance' : 'app.maxotp',
      entity: 'apps',
      entityId: before.id,
      serverId: who.serverId,
      before: { [key]: before[key] },
      after: { [key]: value },
    });
    return { [key]: value } as Record<K, number>;
  }

  return {
    /**
     * The caller's settings. The server key is a secret (DESIGN §10: a viewer reads everything else): only a role
     * that may change the settings gets it. The app key stays: every copy of the app carries it, and the console's
     * phone preview reads the app's config with it, as the app does.
     */
    async get(who: AuthInfo): Promise<AppSettings> {
      const settings = toSettings(await current(who.serverId));
      return can(who.role, 'content.write') ? settings : { ...settings, serverkey: HIDDEN_SECRET };
    },

    /** Saves the General tab; a new Server ID renames the server too (unique across servers). */
    async save(who: AuthInfo, body: AppSettingsBody, ip: string): Promise<AppSettings> {
      const saved = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const before = await repo.get(who.serverId, trx);
          if (!before) throw new NotFound();
          if (body.appcode !== before.appcode) {
            if (await repo.codeTaken(who.serverId, body.appcode, trx)) throw new Conflict('appCodeTaken');
            await repo.renameServer(who.serverId, body.appcode, trx);
          }
          await repo.update(who.serverId, body, trx);
          const after = await repo.get(who.serverId, trx);
          if (!after) throw new NotFound();
          await audit(trx, who, ip, {
            action: 'app.settings.save',
            entity: 'apps',
            entityId: after.id,
            serverId: who.serverId,
            before: { ...toSettings(before), appkey: undefined, serverkey: undefined },
            after: { ...toSettings(after), appkey: undefined, serverkey: undefined },
          });
          return after;
        })
        .catch((err: unknown) => {
          // Two servers taking one code at once: the unique index on servers.server_id decides.
          if (isUniqueViolation(err)) throw new Conflict('appCodeTaken');
          throw err;
        });
      return toSettings(saved);
    },

    setMaintenance: (who: AuthInfo, value: number, ip: string) => setSwitch(who, 'maintenance', value, ip),

    setMaxOtp: (who: AuthInfo, value: number, ip: string) => setSwitch(who, 'maxotp', value, ip),

    /**
     * Queues a push to every install of the app (FCM topic = the app code): the message and its job are written in
     * one transaction and the job worker delivers it (`deliverPush`), so the answer is the message, `sending`.
     */
    async push(who: AuthInfo, body: PushBody): Promise<PushMessage> {
      await ctx.limiter.hit([`push:server:${who.serverId}`], { max: PUSH_PER_HOUR, windowSeconds: 3600 });
      const app = await current(who.serverId);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const pushId = await repo.insertPush(trx, who.serverId, {
          user_id: who.userId,
          judul: body.judul,
          isi: body.isi,
          topic: fcmTopic(app.appcode),
          provider: ctx.push.provider,
        });
        await ctx.jobs.enqueue(trx, 'push', { serverId: who.serverId, id: pushId, appcode: app.appcode } satisfies PushJob);
        return pushId;
      });
      ctx.jobs.kick();
      const row = await repo.getPush(who.serverId, id);
      if (!row) throw new NotFound();
      return row as PushMessage;
    },

    /**
     * The `push` job: hands one stored message to FCM and records the outcome; a refusal stays `sending` until the
     * last attempt marks it failed. Its `key` is the same on every attempt, so an app shows a repeat once.
     */
    async deliverPush({ serverId, id, appcode }: PushJob, job: Job): Promise<void> {
      const row = await repo.getPush(serverId, id);
      if (!row) return;
      try {
        const r = await ctx.push.send({
          topic: row.topic,
          title: row.judul,
          body: row.isi,
          data: { type: 'broadcast', appcode, key: `push-${id}` },
        });
        await repo.finishPush(serverId, id, { status: r.status, provider_message_id: r.messageId ?? null, sent_at: nowIso() });
      } catch (err) {
        const status = job.attempts >= PUSH_ATTEMPTS ? 'failed' : 'sending';
        await repo.finishPush(serverId, id, { status, error: String((err as Error).message).slice(0, 500) });
        throw err;
      }
    },

    async pushes(serverId: number, page: number, size: number): Promise<Page<PushMessage>> {
      const { rows, total } = await repo.listPush(serverId, page, size);
      return pageOf({ page, size }, { rows: rows as PushMessage[], total });
    },
  };
}

/** What the content modules need of apps: the id of a server's app, the `appid` of their answers (0 without one). */
export function appIds(ctx: AppContext) {
  return { appId: appsRepository(ctx.db).appId };
}
