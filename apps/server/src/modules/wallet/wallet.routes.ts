import {
  addBankBody,
  BANK_STATUS_NAMES,
  bankMasterSchema,
  CASHIN_STATUS_NAMES,
  CASHOUT_STATUS_NAMES,
  cashinBody,
  cashinRow,
  cashinStatusParam,
  cashoutBody,
  cashoutRow,
  channelSchema,
  envelope,
  errorEnvelope,
  idParam,
  moneyListQuery,
  okEnvelope,
  otpQuery,
  ownCashoutRow,
  page,
  WALLET_ACCOUNT_NAMES,
  walletBankSchema,
  walletHistoryQuery,
  walletHistoryRow,
  walletQuery,
  walletSchema,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { idempotencyHeaders } from '../../lib/idempotency.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { walletService } from './wallet.service.js';

const tags = ['Wallet'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 422, 429);
const moneyErrors = { ...errors, 409: errorEnvelope };

/**
 * The tenant's wallet. The spec's `identity` parameter (111/1111 in the original) is accepted and ignored: the
 * wallet is always the caller's server's.
 */
export const walletRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const wallet = walletService(ctx);

  app.get('/wallet', {
    schema: {
      tags,
      security,
      summary: "The caller's wallet: balance, pending balance, pending cash-out, status, type and bank accounts",
      querystring: walletQuery,
      response: { 200: envelope(walletSchema), ...errors },
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', await wallet.wallet(caller(req).serverId)),
  });

  app.get('/wallet/history', {
    schema: {
      tags,
      security,
      summary: 'Ledger entries of the balance (or of `account`), WIB days awal…akhir (default today), paged',
      querystring: walletHistoryQuery,
      response: { 200: envelope(page(walletHistoryRow)), ...errors },
    },
    config: {
      export: listExport('wallet-history', {
        id: 'int',
        createdat: 'date',
        description: 'text',
        debet: 'money',
        credit: 'money',
        endbalance: 'money',
        account: { kind: 'enum', names: WALLET_ACCOUNT_NAMES },
        reftype: 'text',
        refid: 'text',
      }),
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', await wallet.history(caller(req).serverId, req.query)),
  });

  app.get('/wallet/cashout', {
    schema: {
      tags,
      security,
      summary: 'Cash-outs, WIB days awal…akhir (default today), search, paged; one in Proses with its approval',
      querystring: moneyListQuery,
      response: { 200: envelope(page(ownCashoutRow)), ...errors },
    },
    config: {
      export: listExport('cashouts', {
        id: 'int',
        createdat: 'date',
        bank: 'text',
        accountno: 'text',
        accountname: 'text',
        amount: 'money',
        reff: 'text',
        status: { kind: 'enum', names: CASHOUT_STATUS_NAMES },
        description: 'text',
        completedat: 'date',
      }),
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', await wallet.cashouts(caller(req).serverId, req.query)),
  });

  app.get('/wallet/cashin/:status', {
    schema: {
      tags,
      security,
      summary: 'Cash-ins with status COMPLETED (CashIn tab) or PENDING (Pending CashIn tab), WIB days, search, paged',
      params: cashinStatusParam,
      querystring: moneyListQuery,
      response: { 200: envelope(page(cashinRow)), ...errors },
    },
    config: {
      export: listExport('cashins', {
        id: 'int',
        createdat: 'date',
        'channel.name': 'text',
        amount: 'money',
        fee: 'money',
        total: 'money',
        description: 'text',
        reff: 'text',
        va: 'text',
        statusBalance: { kind: 'enum', names: CASHIN_STATUS_NAMES },
        successDate: 'date',
      }),
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', await wallet.cashins(caller(req).serverId, req.params.status, req.query)),
  });

  app.post('/wallet/cashin', {
    schema: {
      tags,
      security,
      summary: 'New cash-in: a virtual-account number for amount + channel fee; credited when the provider reports payment',
      headers: idempotencyHeaders,
      body: cashinBody,
      response: { 200: envelope(cashinRow), ...moneyErrors },
    },
    onRequest: app.can('wallet.write'),
    handler: async (req, reply) => {
      const r = await wallet.createCashin(caller(req), req.body, req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return ok(req, 'walletCashinCreated', r.value, {
        total: r.value.total.toLocaleString('id-ID'),
        channel: r.value.channel.name,
        va: r.value.va,
      });
    },
  });

  app.post('/wallet/cashout', {
    schema: {
      tags,
      security,
      summary: 'Cash-out to a verified account (cash_out OTP): balance → pending cash-out, status Proses; amount ≤ balance else 422',
      headers: idempotencyHeaders,
      body: cashoutBody,
      response: { 200: envelope(cashoutRow), ...moneyErrors },
    },
    onRequest: app.can('wallet.cashout'),
    handler: async (req, reply) => {
      const r = await wallet.cashout(caller(req), req.body, req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return ok(req, 'walletCashoutNotice', r.value);
    },
  });

  app.get('/wallet/bank', {
    schema: {
      tags,
      security,
      summary: 'The wallet’s bank accounts (Bank tab): search (bank, number, name), sorted, paged; every day unless awal…akhir',
      querystring: moneyListQuery,
      response: { 200: envelope(page(walletBankSchema)), ...errors },
    },
    config: {
      export: listExport('bank-accounts', {
        id: 'int',
        bank: 'text',
        accountno: 'text',
        accountname: 'text',
        status: { kind: 'enum', names: BANK_STATUS_NAMES },
        reason: 'text',
        createdat: 'date',
      }),
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', await wallet.bankAccounts(caller(req).serverId, req.query)),
  });

  app.post('/wallet/bank', {
    schema: {
      tags,
      security,
      summary: 'Add a bank account (add_bank OTP); it waits for the administrator’s verification',
      body: addBankBody,
      response: { 200: envelope(walletBankSchema), ...moneyErrors },
    },
    onRequest: app.can('wallet.write'),
    handler: async (req) => ok(req, 'walletBankAdded', await wallet.addBank(caller(req), req.body)),
  });

  app.delete('/wallet/bank/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a bank account of the wallet',
      params: idParam,
      response: { 200: okEnvelope, ...errors },
    },
    onRequest: app.can('wallet.write'),
    handler: async (req) => {
      await wallet.deleteBank(caller(req), req.params.id);
      return ok(req, 'deleteSuccess');
    },
  });

  app.get('/banks', {
    schema: {
      tags,
      security,
      summary: 'Banks a wallet can cash out to (BCA, MANDIRI, BNI, BRI)',
      response: { 200: envelope(z.array(bankMasterSchema)), ...errors },
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', wallet.banks()),
  });

  app.get('/channel', {
    schema: {
      tags,
      security,
      summary: 'Cash-in channels with their fees (settings `wallet.channels`)',
      response: { 200: envelope(z.array(channelSchema)), ...errors },
    },
    onRequest: app.can('wallet.read'),
    handler: async (req) => ok(req, 'ok', await wallet.channels()),
  });

  app.get('/wallet/otp', {
    schema: {
      tags,
      security,
      summary: 'Send an OTP to the caller’s e-mail for `detail` = cash_out | add_bank (5 minutes, 5 tries, one per minute)',
      querystring: otpQuery,
      response: { 200: okEnvelope, ...errors, 502: errorEnvelope },
    },
    onRequest: app.can('wallet.write'),
    handler: async (req) => {
      await wallet.requestOtp(caller(req), req.query.detail, req.ip);
      return ok(req, 'walletOtpSent');
    },
  });
};
