import type { AuditEntryView, AuditQuery, Page } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { auditRepository } from './audit.repository.js';

export function auditService(ctx: AppContext) {
  const repo = auditRepository(ctx.db);
  return {
    /** Every entry (the platform), or one server's (`serverId`: its owner's trail). */
    async list(q: AuditQuery, serverId?: number): Promise<Page<AuditEntryView>> {
      if (q.awal && q.akhir && q.awal > q.akhir) throw new BadRequest('platformDateInvalid', { akhir: 'platformDateInvalid' });
      const { rows, total } = await repo.list(q, serverId);
      return pageOf(q, { rows, total });
    },
  };
}
