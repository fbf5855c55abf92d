import {
  approvalAwaiting,
  approvalBankRow,
  approvalCashoutRow,
  approvalCodeBody,
  approvalOrderRow,
  approvalsBulkAnswer,
  approvalsBulkBody,
  approvalsQuery,
  BANK_STATUS_NAMES,
  CASHOUT_STATUS_NAMES,
  cashoutRow,
  completeCashoutBody,
  envelope,
  idParam,
  isAwaiting,
  page,
  tokensmsOrderRow,
  verifyBankBody,
  walletBankSchema,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { ORDER_FILE_COLUMNS } from '../tokensms/tokensms.service.js';
import { approvalsService } from './approvals.service.js';

const tags = ['Admin: approvals'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Requests past their expiry fail within a minute of it (DESIGN §15). */
const EXPIRE_EVERY_MS = 60_000;

export const approvalsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const approvals = approvalsService(ctx);
  ctx.jobs.define('approvals.expire', { attempts: 3, run: () => approvals.expire().then(() => undefined) });
  ctx.jobs.every('approvals.expire', EXPIRE_EVERY_MS);

  app.get('/admin/approvals', {
    schema: {
      tags,
      security,
      summary: 'How many items wait for the administrator, per kind (loans and pay-later included)',
      response: {
        200: envelope(
          z.object({
            tokensmsOrders: z.number().int(),
            banks: z.number().int(),
            cashouts: z.number().int(),
            /** Loan applications (GET /admin/irmacapital/requests). */
            loanRequests: z.number().int(),
            /** Pay-later bills reported paid (GET /admin/bayartempo/serpulbills/pending). */
            bills: z.number().int(),
            /** Pay-later accounts to verify (GET /admin/bayartempo/rekening/pending). */
            rekening: z.number().int(),
            /** Pay-later cash-outs in Proses (GET /admin/bayartempo/cashouts/pending). */
            paylaterCashouts: z.number().int(),
          }),
        ),
        ...errors,
      },
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await approvals.counts()),
  });

  app.get('/admin/approvals/tokensms-orders', {
    schema: {
      tags,
      security,
      summary: 'Token orders waiting for payment, all servers (oldest first), paged',
      querystring: approvalsQuery,
      response: { 200: envelope(page(approvalOrderRow)), ...errors },
    },
    config: {
      export: listExport('approvals-tokensms-orders', {
        id: 'int',
        createdat: 'date',
        serverid: 'text',
        namaserver: 'text',
        ...ORDER_FILE_COLUMNS,
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await approvals.pendingOrders(req.query)),
  });

  app.get('/admin/approvals/banks', {
    schema: {
      tags,
      security,
      summary: 'Bank accounts waiting for verification, all servers (oldest first), paged',
      querystring: approvalsQuery,
      response: { 200: envelope(page(approvalBankRow)), ...errors },
    },
    config: {
      export: listExport('approvals-bank-accounts', {
        id: 'int',
        createdat: 'date',
        serverid: 'text',
        namaserver: 'text',
        bank: 'text',
        accountno: 'text',
        accountname: 'text',
        status: { kind: 'enum', names: BANK_STATUS_NAMES },
        reason: 'text',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await approvals.pendingBanks(req.query)),
  });

  app.get('/admin/approvals/cashouts', {
    schema: {
      tags,
      security,
      summary: 'Cash-outs in Proses, all servers (oldest first), paged',
      querystring: approvalsQuery,
      response: { 200: envelope(page(approvalCashoutRow)), ...errors },
    },
    config: {
      export: listExport('approvals-cashouts', {
        id: 'int',
        createdat: 'date',
        serverid: 'text',
        namaserver: 'text',
        bank: 'text',
        accountno: 'text',
        accountname: 'text',
        amount: 'money',
        balance: 'money',
        reff: 'text',
        status: { kind: 'enum', names: CASHOUT_STATUS_NAMES },
        description: 'text',
        completedat: 'date',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await approvals.pendingCashouts(req.query)),
  });

  app.post('/admin/tokensms/order/:id/paid', {
    schema: {
      tags,
      security,
      summary: 'Payment of a token order confirmed: tokens credited, its virtual account closed (audited)',
      params: idParam,
      body: approvalCodeBody,
      response: { 200: envelope(z.union([tokensmsOrderRow, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const done = await approvals.markOrderPaid(caller(req), req.ip, req.params.id, { code: req.body.code });
      return isAwaiting(done) ? ok(req, 'approvalsAwaiting', done, done) : ok(req, 'tokensmsOrderPaid', done);
    },
  });

  app.post('/admin/wallet/bank/:id/verify', {
    schema: {
      tags,
      security,
      summary: 'Verify (approve: true) or reject a waiting bank account (audited)',
      params: idParam,
      body: verifyBankBody,
      response: { 200: envelope(z.union([walletBankSchema, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const { approve, reason, code } = req.body;
      const bank = await approvals.decideBank(caller(req), req.ip, req.params.id, approve, reason, { code });
      if (isAwaiting(bank)) return ok(req, 'approvalsAwaiting', bank, bank);
      return ok(req, approve ? 'walletBankVerified' : 'walletBankRejected', bank);
    },
  });

  app.post('/admin/wallet/cashout/:id/complete', {
    schema: {
      tags,
      security,
      summary:
        'Finish a cash-out: status 1 Sukses (transferred) once its tier has its approvers, else `awaiting`; 2 Gagal (refunded) (audited)',
      params: idParam,
      body: completeCashoutBody,
      response: { 200: envelope(z.union([cashoutRow, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const { status, description, code } = req.body;
      const done = await approvals.completeCashout(caller(req), req.ip, req.params.id, status, description, { code });
      return isAwaiting(done) ? ok(req, 'approvalsAwaiting', done, done) : ok(req, 'walletCashoutDone', done);
    },
  });

  app.post('/admin/approvals/bulk', {
    schema: {
      tags,
      security,
      summary: 'Decide up to 100 items of one kind with one TOTP code: each item’s outcome (audited per item)',
      body: approvalsBulkBody,
      response: { 200: envelope(approvalsBulkAnswer), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const results = await approvals.bulk(caller(req), req.ip, req.body);
      const answer = results.map((r) =>
        r.ok ? { id: r.id, ok: true, status: r.status } : { id: r.id, ok: false, msg: say(req, r.error.msg, r.error.params) },
      );
      const done = results.filter((r) => r.ok).length;
      return ok(req, 'approvalsBulkDone', { results: answer }, { done, total: results.length });
    },
  });
};
