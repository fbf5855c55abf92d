import {
  adminLoanRequestRow,
  approvalAwaiting,
  CONTRACT_STATUS_NAMES,
  creditPageQuery,
  envelope,
  errorEnvelope,
  idParam,
  isAwaiting,
  LOAN_REQUEST_STATUS_NAMES,
  loanContractBody,
  loanContractRow,
  loanDecideBody,
  loanPaymentBody,
  loanPaymentRow,
  loanPhotoSchema,
  loanRequestBody,
  loanRequestSchema,
  loanSchema,
  loanSettingBody,
  loanSettingSchema,
  page,
  pageQuery,
  photoParam,
  uploadBody,
  YES_NO_NAMES,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { BadRequest } from '../../lib/errors.js';
import { listExport } from '../../lib/export.js';
import { idempotencyHeaders } from '../../lib/idempotency.js';
import { acceptMultipart, readMultipart } from '../../lib/multipart.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { LOAN_PHOTO_MAX_BYTES, loanService, photoTooLarge } from './loan.service.js';

const tags = ['Loan (irmacapital)'];
const adminTags = ['Admin: loans'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/**
 * Working-capital loans. The spec's `identity` parameter is accepted and ignored: the loan is always the caller's
 * server's. Photos of applications are private: `GET /irmacapital/photo/{id}` with the bearer token.
 */
export const loanRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await acceptMultipart(app);
  const loans = loanService(ctx);

  app.get('/irmacapital/setting', {
    schema: {
      tags,
      security,
      summary: 'Loan settings: fee rate, admin charge, period (days), default limit',
      response: { 200: envelope(loanSettingSchema), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await loans.setting()),
  });

  app.put('/admin/irmacapital/setting', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Change the loan settings (administrator, audited)',
      body: loanSettingBody,
      response: { 200: envelope(loanSettingSchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'loanSettingSaved', await loans.saveSetting(caller(req), req.ip, req.body)),
  });

  app.get('/irmacapital/loan', {
    schema: {
      tags,
      security,
      summary: 'The loan: creditlimit, used, remaining, status (0 none, 1 approved, 8 rejected, 9 waiting), view, duedate, progress, msg',
      querystring: creditPageQuery.pick({ identity: true }),
      response: { 200: envelope(loanSchema), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await loans.loan(caller(req).serverId)),
  });

  app.post('/irmacapital/photo', {
    schema: {
      tags,
      security,
      summary: 'Upload a KTP, selfie or business photo (multipart `file`, PNG/JPEG/WebP by their bytes, at most 1 MB); stored privately',
      consumes: ['multipart/form-data'],
      body: uploadBody,
      response: { 200: envelope(loanPhotoSchema), ...errors, 413: errorEnvelope },
    },
    onRequest: app.can('credit.write'),
    handler: async (req) => {
      const upload = await readMultipart(req, LOAN_PHOTO_MAX_BYTES, photoTooLarge);
      if (!upload.file) throw new BadRequest('mediaFileRequired', { file: 'mediaFileRequired' });
      return ok(req, 'creditPhotoUploaded', await loans.uploadPhoto(caller(req), upload.file.buffer));
    },
  });

  app.get('/irmacapital/photo/:id', {
    schema: {
      tags,
      security,
      summary: "A photo of an application: the owner server's operators and administrators only (another server: 404)",
      params: photoParam,
      response: {
        200: {
          description: 'The photo as uploaded (PNG, JPEG or WebP)',
          // Bytes streamed from storage, not JSON: nothing for zod to check, only a type for the document.
          content: { 'image/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
        },
        ...errorResponses(401, 403, 404),
      },
    },
    onRequest: app.can('credit.read', 'platform.read'),
    handler: async (req, reply) => {
      const photo = await loans.readPhoto(caller(req), req.params.id);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(photo.body);
    },
  });

  app.get('/irmacapital/loan/request', {
    schema: {
      tags,
      security,
      summary: 'The last application (null when none)',
      response: { 200: envelope(loanRequestSchema.nullable()), ...errors },
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await loans.lastRequest(caller(req).serverId)),
  });

  app.post('/irmacapital/loan/request', {
    schema: {
      tags,
      security,
      summary:
        'Apply for a loan (either reading of the payload: ktp|noktp, address|alamat, provinsi/city/district objects or businessprovince/businesscity/businessdistrict ids); status → 9',
      body: loanRequestBody,
      response: { 200: envelope(loanRequestSchema), ...errors },
    },
    onRequest: app.can('credit.write'),
    handler: async (req) => ok(req, 'loanRequestSubmitted', await loans.submitRequest(caller(req), req.body)),
  });

  app.get('/admin/irmacapital/requests', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Applications waiting for a decision, all servers (oldest first), paged, with photo ids',
      querystring: pageQuery,
      response: { 200: envelope(page(adminLoanRequestRow)), ...errors },
    },
    config: {
      export: listExport('loan-requests', {
        id: 'int',
        createdat: 'date',
        serverid: 'text',
        namaserver: 'text',
        name: 'text',
        noktp: 'text',
        phone: 'text',
        address: 'text',
        businessname: 'text',
        jenisusaha: 'text',
        businessaddress: 'text',
        'provinsi.name': 'text',
        'city.name': 'text',
        'district.name': 'text',
        businessyear: 'int',
        businesscapital: 'money',
        businesscustomer: 'int',
        businessturnover: 'money',
        businessprofit: 'money',
        creditlimit: 'money',
        status: { kind: 'enum', names: LOAN_REQUEST_STATUS_NAMES },
        msg: 'text',
        decidedat: 'date',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await loans.pendingRequests(req.query)),
  });

  app.post('/admin/irmacapital/request/:id/decide', {
    schema: {
      tags: adminTags,
      security,
      summary:
        'Approve (limit: creditlimit or the default; status 1) once its tier has its approvers, else `awaiting`; or reject (status 8 with msg) (audited)',
      params: idParam,
      body: loanDecideBody,
      response: { 200: envelope(z.union([loanRequestSchema, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const done = await loans.decide(caller(req), req.ip, req.params.id, req.body);
      if (isAwaiting(done)) return ok(req, 'approvalsAwaiting', done, done);
      return ok(req, req.body.approve ? 'loanRequestApproved' : 'loanRequestRejected', done);
    },
  });

  app.get('/irmacapital/loan/contract', {
    schema: {
      tags,
      security,
      summary: 'Contracts (disbursements), newest first, paged',
      querystring: creditPageQuery,
      response: { 200: envelope(page(loanContractRow)), ...errors },
    },
    config: {
      export: listExport('loan-contracts', {
        id: 'int',
        contractno: 'text',
        created: 'date',
        reqdate: 'date',
        amount: 'money',
        fee: 'money',
        total: 'money',
        duedate: 'date',
        status: { kind: 'enum', names: CONTRACT_STATUS_NAMES },
        overdue: { kind: 'enum', names: YES_NO_NAMES },
        paidat: 'date',
      }),
    },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await loans.contracts(caller(req).serverId, req.query)),
  });

  app.post('/irmacapital/loan/contract', {
    schema: {
      tags,
      security,
      summary: 'Disburse: a contract (fee = amount × rate half up, due in periode days) and the amount credited to the wallet',
      headers: idempotencyHeaders,
      body: loanContractBody,
      response: { 200: envelope(loanContractRow), ...errors },
    },
    onRequest: app.can('credit.write'),
    handler: async (req, reply) => {
      const r = await loans.disburse(caller(req), req.body, req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return ok(req, 'loanDisbursed', r.value, { amount: r.value.amount.toLocaleString('id-ID') });
    },
  });

  app.get('/irmacapital/loan/payment', {
    schema: {
      tags,
      security,
      summary: 'Repayments, newest first, paged',
      querystring: creditPageQuery,
      response: { 200: envelope(page(loanPaymentRow)), ...errors },
    },
    config: { export: listExport('loan-payments', { id: 'int', contractno: 'text', created: 'date', amount: 'money' }) },
    onRequest: app.can('credit.read'),
    handler: async (req) => ok(req, 'ok', await loans.payments(caller(req).serverId, req.query)),
  });

  app.post('/irmacapital/loan/payment', {
    schema: {
      tags,
      security,
      summary: 'Pay a contract once: amount + fee debited from the wallet (422 when short), status 1 Lunas, limit restored',
      headers: idempotencyHeaders,
      body: loanPaymentBody,
      response: { 200: envelope(loanContractRow.extend({ payment: loanPaymentRow })), ...errors },
    },
    onRequest: app.can('credit.write'),
    handler: async (req, reply) => {
      const r = await loans.pay(caller(req), req.body, req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return ok(req, 'loanPaid', r.value, { no: r.value.contractno });
    },
  });
};
