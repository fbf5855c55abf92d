import {
  CSV_IMPORT_MAX_ROWS,
  type ImportResult,
  type KasproAgent,
  type KasproApplication,
  type KasproApplicationBody,
  kasproAgentInput,
  type Lang,
  type Page,
  type PlatformListQuery,
} from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { csvRejected, duplicateErrors, readTable, toCsv, validateRows } from '../../lib/csv.js';
import { pageOf } from '../../lib/list.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { kasproRepository } from './kaspro.repository.js';

export const KASPRO_CSV_COLUMNS = ['accountnumber', 'msisdn', 'fullname'] as const;

export function kasproService(ctx: AppContext) {
  const repo = kasproRepository(ctx.db);

  return {
    async list(q: PlatformListQuery): Promise<Page<KasproAgent>> {
      const list = await repo.list(q);
      return pageOf(q, list);
    },

    /** The selected agents as CSV (`accountnumber,msisdn,fullname,updated_at`); unknown ids are skipped. */
    async exportCsv(actor: AuthInfo, ids: number[], ip: string): Promise<{ csv: string; count: number }> {
      const agents = await repo.findByIds(ids);
      // Who took a copy of the agents' personal data, and how many rows (not the data itself).
      await audit(ctx.db, actor, ip, {
        action: 'kaspro.export',
        entity: 'kaspro_agent',
        entityId: 'csv',
        after: { count: agents.length, ids: ids.length <= 100 ? ids : undefined },
      });
      return {
        csv: toCsv(
          [...KASPRO_CSV_COLUMNS, 'updated_at'],
          agents.map((a) => [a.accountnumber, a.msisdn, a.fullname, a.updated_at]),
        ),
        count: agents.length,
      };
    },

    /**
     * Imports agents from CSV (header `accountnumber,msisdn,fullname`, all three required): a known account
     * number is updated, a new one added. One bad row and nothing is imported; each bad row is named by its line.
     */
    async importCsv(actor: AuthInfo, text: string, lang: Lang | undefined, ip: string): Promise<ImportResult> {
      const table = readTable(text, KASPRO_CSV_COLUMNS, KASPRO_CSV_COLUMNS, CSV_IMPORT_MAX_ROWS, lang);
      const { valid, errors } = validateRows(table.rows, kasproAgentInput);
      errors.push(...duplicateErrors(valid, (a) => a.accountnumber, 'accountnumber'));
      if (errors.length)
        throw csvRejected(
          [...errors].sort((a, b) => a.line - b.line),
          lang,
        );
      return ctx.db.transaction().execute(async (trx) => {
        const agents = valid.map((v) => v.data);
        const existing = await repo.existingAccounts(
          agents.map((a) => a.accountnumber),
          trx,
        );
        await repo.upsertMany(agents, trx);
        const result = { total: agents.length, created: agents.length - existing.size, updated: existing.size };
        await audit(trx, actor, ip, { action: 'kaspro.import', entity: 'kaspro_agent', entityId: 'csv', after: result });
        return result;
      });
    },

    async listApplications(q: PlatformListQuery): Promise<Page<KasproApplication>> {
      const list = await repo.listApplications(q);
      return pageOf(q, list);
    },

    async createApplication(actor: AuthInfo, body: KasproApplicationBody, ip: string): Promise<KasproApplication> {
      return ctx.db.transaction().execute(async (trx) => {
        const created = await repo.insertApplication(body, actor.userId, trx);
        await audit(trx, actor, ip, {
          action: 'kaspro.application.create',
          entity: 'kaspro_application',
          entityId: created.id,
          after: created,
        });
        return created;
      });
    },
  };
}
