import type { RecapSetting, TrendDay } from '@konsol/contract';
import { type Mail, mailIn } from '../../adapters/mail.js';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { NotFound } from '../../lib/errors.js';
import { wibDayRange, wibToday } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { accountDeletionService } from '../account-deletion/account-deletion.service.js';
import { approvalsService } from '../approvals/approvals.service.js';
import { insightService } from '../insight/insight.service.js';
import { recapRepository } from './recap.repository.js';

/** The WIB hour from which a day's recap goes out. */
export const RECAP_HOUR_WIB = 7;
const DAY = 86_400_000;

/** What a recap job carries: the server, and the WIB day whose figures it reports. */
export interface RecapJob {
  serverId: number;
  day: string;
}

export type RecapFigures = {
  day: TrendDay;
  approvals: Awaited<ReturnType<ReturnType<typeof approvalsService>['counts']>>;
  deletions: number;
  bills: Awaited<ReturnType<ReturnType<typeof insightService>['serverBills']>>;
};

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

/** The recap in its owner's language. */
function recapMail(
  to: { email: string; name: string; lang: string },
  server: { name: string; server_id: string },
  f: RecapFigures,
  consoleUrl: string,
): Mail {
  const date = (locale: string) =>
    new Date(`${f.day.date}T00:00:00Z`).toLocaleDateString(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  const a = f.approvals;
  const waiting = a.tokensmsOrders + a.banks + a.cashouts + a.loanRequests + a.bills + a.rekening + a.paylaterCashouts;
  return mailIn(to.lang, {
    to: to.email,
    purpose: 'daily-recap',
    id: {
      subject: `Rekap harian ${server.name}: ${date('id-ID')}`,
      text:
        `Halo ${to.name},\n\nRekap server ${server.name} (${server.server_id}) untuk ${date('id-ID')} (WIB):\n` +
        `- Top-up sukses: ${f.day.topupCount} transaksi, ${rupiah(f.day.topupAmount)}\n` +
        `- Agen aktif: ${f.day.activeAgents}\n` +
        `- Cash-in: ${rupiah(f.day.cashin)}\n` +
        `- Cash-out: ${rupiah(f.day.cashout)}\n` +
        `- Token SMS terpakai: ${f.day.tokensSpent}\n\n` +
        `Menunggu tindakan:\n` +
        `- Menunggu persetujuan: ${waiting} (pesanan token SMS ${a.tokensmsOrders}, rekening bank ${a.banks}, ` +
        `cash-out ${a.cashouts}, pengajuan pinjaman ${a.loanRequests}, tagihan bayar tempo ${a.bills}, rekening bayar tempo ${a.rekening}, cash-out bayar tempo ${a.paylaterCashouts})\n` +
        `- Permintaan hapus akun: ${f.deletions}\n` +
        `- Tagihan bayar tempo belum dibayar: ${f.bills.unpaid.count} (${rupiah(f.bills.unpaid.amount)}), ` +
        `lewat jatuh tempo: ${f.bills.overdue.count} (${rupiah(f.bills.overdue.amount)})\n\n` +
        `Buka Konsol: ${consoleUrl}\n\n--\nEmail ini dikirim karena rekap harian aktif untuk server anda; pemilik server dapat ` +
        `mematikannya di halaman Staf.\n`,
    },
    en: {
      subject: `Daily recap of ${server.name}: ${date('en-GB')}`,
      text:
        `Hello ${to.name},\n\nThe recap of server ${server.name} (${server.server_id}) for ${date('en-GB')} (WIB):\n` +
        `- Successful top-ups: ${f.day.topupCount}, ${rupiah(f.day.topupAmount)}\n` +
        `- Active agents: ${f.day.activeAgents}\n` +
        `- Cash-in: ${rupiah(f.day.cashin)}\n` +
        `- Cash-out: ${rupiah(f.day.cashout)}\n` +
        `- SMS tokens spent: ${f.day.tokensSpent}\n\n` +
        `Waiting for action:\n` +
        `- Waiting for approval: ${waiting} (SMS token orders ${a.tokensmsOrders}, bank accounts ${a.banks}, ` +
        `cash-outs ${a.cashouts}, loan requests ${a.loanRequests}, pay-later bills ${a.bills}, pay-later accounts ${a.rekening}, pay-later cash-outs ${a.paylaterCashouts})\n` +
        `- Account deletion requests: ${f.deletions}\n` +
        `- Pay-later bills unpaid: ${f.bills.unpaid.count} (${rupiah(f.bills.unpaid.amount)}), ` +
        `overdue: ${f.bills.overdue.count} (${rupiah(f.bills.overdue.amount)})\n\n` +
        `Open Konsol: ${consoleUrl}\n\n--\nYou receive this because the daily recap is on for your server; its owner can turn ` +
        `it off on the Staff page.\n`,
    },
  });
}

/**
 * The daily recap (issue #28): a server's owner turns it on; from 07:00 WIB each day its active owners get one
 * mail with yesterday's figures (the insight's trends for that day) and what waits for action. Once per server
 * and day however many instances schedule it: the recap job's key names both.
 */
export function recapService(ctx: AppContext) {
  const repo = recapRepository(ctx.db);
  const insight = insightService(ctx);
  const approvals = approvalsService(ctx);
  const deletions = accountDeletionService(ctx);

  async function setting(serverId: number): Promise<RecapSetting> {
    const server = await repo.server(serverId);
    if (!server) throw new NotFound();
    return { dailyRecap: server.daily_recap === 1 };
  }

  /** A server's figures of one WIB day, and what waits now. */
  async function figures(serverId: number, day: string): Promise<RecapFigures> {
    const [trend, waiting, deletionRequests, bills] = await Promise.all([
      insight.serverDay(serverId, day),
      approvals.counts(serverId),
      deletions.pendingCount(serverId),
      insight.serverBills(serverId),
    ]);
    return { day: trend, approvals: waiting, deletions: deletionRequests, bills };
  }

  return {
    setting,

    async setSetting(caller: AuthInfo, body: RecapSetting, ip: string): Promise<RecapSetting> {
      const before = await setting(caller.serverId);
      await ctx.db.transaction().execute(async (trx) => {
        await repo.setOn(trx, caller.serverId, body.dailyRecap);
        await audit(trx, caller, ip, {
          action: 'recap.setting',
          entity: 'server',
          entityId: caller.serverId,
          serverId: caller.serverId,
          before,
          after: body,
        });
      });
      return body;
    },

    /**
     * Queues today's recap of every opted-in server once the WIB clock is past 07:00 (an instance started later
     * still sends it, late); a recap queued already is not queued again. Answers how many servers are due.
     */
    async schedule(now = Date.now()): Promise<number> {
      const today = wibToday(now);
      if (now < Date.parse(wibDayRange(today).from) + RECAP_HOUR_WIB * 3_600_000) return 0;
      const day = wibToday(now - DAY);
      const servers = await repo.optedIn();
      for (const serverId of servers) {
        await ctx.jobs.enqueue(ctx.db, 'recap', { serverId, day } satisfies RecapJob, { key: `recap:${serverId}:${today}` });
      }
      if (servers.length) ctx.jobs.kick();
      return servers.length;
    },

    figures,

    /** Sends one server's recap to each of its active owners; nothing when it was turned off since. */
    async send(job: RecapJob) {
      const server = await repo.server(job.serverId);
      if (server?.daily_recap !== 1 || server.status !== 1) return;
      const owners = await repo.owners(job.serverId);
      if (!owners.length) return;
      const f = await figures(job.serverId, job.day);
      await ctx.db.transaction().execute(async (trx) => {
        for (const owner of owners) await ctx.mail.enqueue(recapMail(owner, server, f, ctx.config.PUBLIC_URL), trx);
      });
      ctx.jobs.kick();
    },
  };
}
