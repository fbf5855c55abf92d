import {
  approvalAwaiting,
  bankMutationAssignBody,
  bankMutationIgnoreBody,
  bankMutationImportResult,
  bankMutationPushBody,
  bankMutationRow,
  bankMutationsQuery,
  envelope,
  errorEnvelope,
  idParam,
  isAwaiting,
  MAX_UPLOAD_BYTES,
  page,
  statementMapping,
  statementPreview,
} from '@konsol/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { timedSignatureIsRight } from '../../lib/crypto.js';
import { AppError, BadRequest, Unauthorized } from '../../lib/errors.js';
import { listExport } from '../../lib/export.js';
import { acceptMultipart, readMultipart } from '../../lib/multipart.js';
import { signedJsonRoutes } from '../../lib/raw-json.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { bankMutationsService } from './bank-mutations.service.js';

const tags = ['Admin: bank statements'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const statementForm = z.object({}).meta({
  description: 'multipart/form-data: `file` (CSV or XLSX statement), `account` (company account number), `mapping` (JSON, optional)',
});

/** A statement upload's parts: its file, its company account, and the column mapping when one is given. */
async function statementUpload(req: FastifyRequest) {
  const { fields, file } = await readMultipart(req, MAX_UPLOAD_BYTES, () => new AppError(413, 'mediaTooLarge'));
  if (!file) throw new BadRequest('statementUnreadable', { file: 'statementUnreadable' });
  if (!fields.account) throw new BadRequest('bankMutationAccountRequired', { account: 'bankMutationAccountRequired' });
  let mapping: z.infer<typeof statementMapping> | undefined;
  if (fields.mapping) {
    let json: unknown;
    try {
      json = JSON.parse(fields.mapping);
    } catch {
      throw new BadRequest('statementMappingInvalid', { mapping: 'statementMappingInvalid' });
    }
    const parsed = statementMapping.safeParse(json);
    if (!parsed.success) throw new BadRequest('statementMappingInvalid', { mapping: 'statementMappingInvalid' });
    mapping = parsed.data;
  }
  return { account: fields.account, file, mapping };
}

/** The company accounts' statement lines: imported, pushed, matched, assigned or ignored (DESIGN §14). */
export const bankMutationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await acceptMultipart(app);
  const service = bankMutationsService(ctx);

  app.get('/admin/bank-mutations', {
    schema: {
      tags,
      security,
      summary: 'Statement lines, newest first; `status` unmatched (the queue), matched or ignored; search description and account',
      querystring: bankMutationsQuery,
      response: { 200: envelope(page(bankMutationRow)), ...errors },
    },
    config: {
      export: listExport('bank-mutations', {
        id: 'int',
        account: 'text',
        date: 'text',
        amount: 'money',
        type: 'text',
        description: 'text',
        status: 'text',
        matchedRef: 'text',
        reason: 'text',
        decidedBy: 'text',
        createdAt: 'date',
      }),
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await service.list(req.query)),
  });

  app.post('/admin/bank-mutations/preview', {
    schema: {
      tags,
      security,
      summary: 'Read a statement file without importing it: its columns, first rows, and the lines the mapping reads',
      consumes: ['multipart/form-data'],
      body: statementForm.optional(),
      response: { 200: envelope(statementPreview), ...errors, 413: errorEnvelope },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const { account, file, mapping } = await statementUpload(req);
      return ok(req, 'ok', await service.preview(account, file, mapping));
    },
  });

  app.post('/admin/bank-mutations/import', {
    schema: {
      tags,
      security,
      summary:
        'Import a statement file of a company account: each line kept once; a credit equal to exactly one open ' +
        'transfer pays it; the mapping is remembered per account. All or nothing: an unreadable row is a 400.',
      consumes: ['multipart/form-data'],
      body: statementForm.optional(),
      response: { 200: envelope(bankMutationImportResult), ...errors, 413: errorEnvelope },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const { account, file, mapping } = await statementUpload(req);
      const result = await service.importFile(caller(req), req.ip, account, file, mapping);
      return ok(req, 'bankMutationImported', result, result);
    },
  });

  app.post('/admin/bank-mutations/:id/assign', {
    schema: {
      tags,
      security,
      summary: 'Pay a waiting token order with an unmatched credit line (its amount the order’s transfer amount or price)',
      params: idParam,
      body: bankMutationAssignBody,
      response: { 200: envelope(z.union([bankMutationRow, approvalAwaiting])), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => {
      const done = await service.assign(caller(req), req.ip, req.params.id, req.body);
      return isAwaiting(done) ? ok(req, 'approvalsAwaiting', done, done) : ok(req, 'bankMutationAssigned', done);
    },
  });

  app.post('/admin/bank-mutations/:id/ignore', {
    schema: {
      tags,
      security,
      summary: 'Set an unmatched line aside, with the reason',
      params: idParam,
      body: bankMutationIgnoreBody,
      response: { 200: envelope(bankMutationRow), ...errors },
    },
    onRequest: app.can('approvals.money'),
    handler: async (req) => ok(req, 'bankMutationIgnored', await service.ignore(caller(req), req.ip, req.params.id, req.body.reason)),
  });

  // A mutation service signs its push like Konsol's own webhooks; without BANK_MUTATION_SECRET nothing is taken.
  const check = (req: FastifyRequest, raw: Buffer) => {
    const secret = ctx.config.BANK_MUTATION_SECRET;
    const signature = req.headers['konsol-signature'];
    if (!secret || !timedSignatureIsRight(secret, raw, typeof signature === 'string' ? signature : undefined))
      throw new Unauthorized('bankMutationBadSignature');
  };
  await signedJsonRoutes(app, check, (scope) => {
    scope.post('/bank-mutations/push', {
      schema: {
        tags,
        security: [],
        summary:
          'A mutation service’s statement lines: `Konsol-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` ' +
          'under BANK_MUTATION_SECRET (5 minutes’ tolerance); each line kept once by its id',
        headers: z.object({ 'konsol-signature': z.string().optional() }),
        body: bankMutationPushBody,
        response: { 200: envelope(bankMutationImportResult), ...errors },
      },
      onRequest: app.anyone,
      handler: async (req) => {
        const result = await service.push(req.body);
        return ok(req, 'bankMutationImported', result, result);
      },
    });
  });
};
