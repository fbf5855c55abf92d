import {
  addRekeningBody,
  approvalAwaiting,
  approvalBillRow,
  approvalCodeBody,
  approvalPaylaterCashoutRow,
  approvalRekeningRow,
  BILL_NO_STATUS_NAME,
  BILL_STATUS_NAMES,
  bayartempoBalanceSchema,
  billListQuery,
  billRow,
  billVaQuery,
  billVaRow,
  completeCashoutBody,
  createBillBody,
  envelope,
  idParam,
  isAwaiting,
  page,
  pageQuery,
  REKENING_STATUS_NAMES,
  rekeningCashoutBody,
  rekeningCashoutRow,
  rekeningRow,
  SERPUL_BANKS,
  verifyRekeningBody,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { idempotencyHeaders } from '../../lib/idempotency.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { bayartempoService } from './bayartempo.service.js';

const tags = ['Pay-later (bayartempo)'];
const adminTags = ['Admin: pay-later'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
/** The screens read `code`: "00" for a bill update or a new account, "200" for a manual cash-out (SPEC §4). */
const withCode = <T extends z.ZodTypeAny>(data: T) => envelope(data).extend({ code: z.string() });
const identityQuery = z.object({ identity: z.union([z.string().max(50), z.number()]).optional() });

export const bayartempoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const bt = bayartempoService(ctx);

  app.get('/backoffice/bayartempo/serpul-rekening/balance', {
    schema: {
      tags,
      security,
      summary: 'Cards: Total Limit, Limit Request, Sisa Limit (limit), Cash (amount, name) and the wallet balance (accountBalance)',
      querystring: identityQuery,
      response: { 200: envelope(bayartempoBalanceSchema), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await bt.balance(caller(req).serverId)),
  });

  app.get('/backoffice/bayartempo/serpulbills', {
    schema: {
      tags,
      security,
      summary: 'Bills of WIB days awal…akhir (default today), newest first, paged, with detail rows and the derived paymentStatus',
      querystring: billListQuery,
      response: { 200: envelope(page(billRow)), ...errors },
    },
    config: {
      export: listExport('bills', {
        id: 'int',
        date: 'date',
        amount: 'money',
        fee: 'money',
        paymentStatus: { kind: 'enum', names: BILL_STATUS_NAMES, blank: BILL_NO_STATUS_NAME },
        expiredAt: 'date',
        'serpul.limit': 'money',
      }),
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await bt.bills(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/bayartempo/billva', {
    schema: {
      tags,
      security,
      summary: 'Virtual accounts to pay a bill (amount + fee), one per bank: BCA, BNI, BRI, MANDIRI',
      querystring: billVaQuery,
      response: { 200: envelope(z.array(billVaRow)), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await bt.billVa(caller(req).serverId, req.query.billid)),
  });

  app.patch('/backoffice/bayartempo/serpulbills/payment/:id', {
    schema: {
      tags,
      security,
      summary: 'The operator reports a NOTPAID + PASS_ON_DISBURSEMENT bill paid: ALREADY_REPAYMENT (code "00")',
      params: idParam,
      response: { 200: withCode(billRow), ...errors },
    },
    onRequest: app.can('credit.write'),
    handler: async (req) => ({ ...ok(req, 'billUpdated', await bt.markPaid(caller(req), req.params.id)), code: '00' }),
  });

  app.get('/backoffice/bayartempo/serpul-rekening', {
    schema: {
      tags,
      security,
      summary: 'Cash-out accounts: id, name (bank code), bankNo, remark, status (0 waiting, 1 verified, 2 rejected)',
      querystring: identityQuery.extend({ page: z.coerce.number().optional(), size: z.coerce.number().optional() }),
      response: { 200: envelope(z.array(rekeningRow)), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await bt.rekening(caller(req).serverId)),
  });

  app.get('/backoffice/bayartempo/serpul-rekening/banks', {
    schema: {
      tags,
      security,
      summary: 'Bank codes an account can be at (about 170 Indonesian banks and e-wallets): code (the account’s name) and bank name',
      response: { 200: envelope(z.array(z.object({ code: z.string(), name: z.string() }))), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) =>
      ok(
        req,
        'ok',
        SERPUL_BANKS.map((b) => ({ code: b.code, name: b.name })),
      ),
  });

  app.post('/backoffice/bayartempo/serpul-rekening/add', {
    schema: {
      tags,
      security,
      summary: 'Add an account {bankNo, name (bank code)}: waits for the administrator’s verification (code "00")',
      body: addRekeningBody,
      response: { 200: withCode(rekeningRow), ...errors },
    },
    onRequest: app.can('credit.write'),
    handler: async (req) => ({ ...ok(req, 'rekeningAdded', await bt.addRekening(caller(req), req.body)), code: '00' }),
  });

  app.post('/backoffice/bayartempo/serpul-rekening/cashout', {
    schema: {
      tags,
      security,
      summary: 'Cash-out to a verified account: amount + admin fee (6.500 except BNI) from the wallet balance (code "200")',
      headers: idempotencyHeaders,
      body: rekeningCashoutBody,
      response: { 200: withCode(rekeningCashoutRow), ...errors },
    },
    onRequest: app.can('credit.write'),
    handler: async (req, reply) => {
      const r = await bt.cashout(caller(req), req.body, req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return { ...ok(req, 'creditCashoutDone', r.value, { total: r.value.total.toLocaleString('id-ID') }), code: '200' };
    },
  });

  // ---- administrator --------------------------------------------------------------------------------------
  app.post('/admin/bayartempo/serpulbills', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Sandbox supplier: a bill for a server (takes its limit; 422 when it does not fit) (audited)',
      body: createBillBody,
      response: { 200: envelope(billRow), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => ok(req, 'billCreated', await bt.createBill(caller(req), req.ip, req.body)),
  });

  app.get('/admin/bayartempo/serpulbills/pending', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Bills reported paid (ALREADY_REPAYMENT) waiting for confirmation, all servers, paged',
      querystring: pageQuery,
      response: { 200: envelope(page(approvalBillRow)), ...errors },
    },
    config: {
      export: listExport('approvals-bills', {
        id: 'int',
        date: 'date',
        serverid: 'text',
        namaserver: 'text',
        amount: 'money',
        fee: 'money',
        paymentStatus: { kind: 'enum', names: BILL_STATUS_NAMES, blank: BILL_NO_STATUS_NAME },
        expiredAt: 'date',
        'serpul.limit': 'money',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await bt.pendingBills(req.query)),
  });

  app.post('/admin/bayartempo/serpulbills/:id/confirm', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Confirm a bill’s payment: SUCCESS, PAID, limit released (audited)',
      params: idParam,
      body: approvalCodeBody,
      response: { 200: envelope(z.union([billRow, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const done = await bt.confirm(caller(req), req.ip, req.params.id, { code: req.body.code });
      return isAwaiting(done) ? ok(req, 'approvalsAwaiting', done, done) : ok(req, 'billConfirmed', done);
    },
  });

  app.get('/admin/bayartempo/rekening/pending', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Pay-later accounts waiting for verification, all servers, paged',
      querystring: pageQuery,
      response: { 200: envelope(page(approvalRekeningRow)), ...errors },
    },
    config: {
      export: listExport('approvals-rekening', {
        id: 'int',
        serverid: 'text',
        namaserver: 'text',
        name: 'text',
        bankName: 'text',
        bankNo: 'text',
        remark: 'text',
        status: { kind: 'enum', names: REKENING_STATUS_NAMES },
        label: 'text',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await bt.pendingRekening(req.query)),
  });

  app.post('/admin/bayartempo/rekening/:id/verify', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Verify (approve: true) or reject a pay-later account (audited)',
      params: idParam,
      body: verifyRekeningBody,
      response: { 200: envelope(z.union([rekeningRow, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const { approve, remark, code } = req.body;
      const done = await bt.decideRekening(caller(req), req.ip, req.params.id, approve, remark, { code });
      if (isAwaiting(done)) return ok(req, 'approvalsAwaiting', done, done);
      return ok(req, approve ? 'rekeningVerified' : 'rekeningRejected', done);
    },
  });

  app.get('/admin/bayartempo/cashouts/pending', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Pay-later cash-outs in Proses (waiting for approval), all servers, oldest first, paged',
      querystring: pageQuery,
      response: { 200: envelope(page(approvalPaylaterCashoutRow)), ...errors },
    },
    config: {
      export: listExport('approvals-paylater-cashouts', {
        id: 'int',
        createdat: 'date',
        serverid: 'text',
        namaserver: 'text',
        bank: 'text',
        bankNo: 'text',
        amount: 'money',
        fee: 'money',
        total: 'money',
        reff: 'text',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await bt.pendingCashouts(req.query)),
  });

  app.post('/admin/bayartempo/cashouts/:id/complete', {
    schema: {
      tags: adminTags,
      security,
      summary:
        'Finish a pay-later cash-out: status 1 Sukses (transferred) once its tier has its approvers, else `awaiting`; 2 Gagal (money back) (audited)',
      params: idParam,
      body: completeCashoutBody,
      response: { 200: envelope(z.union([rekeningCashoutRow, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const { status, description, code } = req.body;
      const done = await bt.completeCashout(caller(req), req.ip, req.params.id, status, description, { code });
      return isAwaiting(done) ? ok(req, 'approvalsAwaiting', done, done) : ok(req, 'creditCashoutDecided', done);
    },
  });
};
