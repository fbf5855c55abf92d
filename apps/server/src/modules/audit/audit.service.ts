import type { AuditEntryView, AuditQuery, Page } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { auditRepository } from './audit.repository.js';

export function auditService(ctx: AppContext) {
  const repo = auditRepository(ctx.db);
  return {
    async list(q: AuditQuery): Promise<Page<AuditEntryView>> {
      if (q.awal && q.akhir && q.awal > q.akhir) throw new BadRequest('platformDateInvalid', { akhir: 'platformDateInvalid' });
      const { rows, total } = await repo.list(q);
      return pageOf(q, { rows, total });
    },
  };
}
