import type { AppContext } from '../../context.js';
import { randomDigits } from '../../lib/crypto.js';
import { settingsRepository } from '../../lib/settings.js';
import { nowIso } from '../../lib/time.js';
import { paymentsService } from '../../modules/payments/payments.service.js';
import { tokensmsRepository } from '../../modules/tokensms/tokensms.repository.js';
import { tokensmsService } from '../../modules/tokensms/tokensms.service.js';
import { topupService } from '../../modules/topup/topup.service.js';
import { walletRepository } from '../../modules/wallet/wallet.repository.js';
import { walletService } from '../../modules/wallet/wallet.service.js';
import { walletAdminService } from '../../modules/wallet/wallet-admin.service.js';
import { demoParties } from './demo-parties.js';

const PACKAGES = [
  { name: 'Paket 100 Token', jmltoken: 100, price: 35_000, status: 1 },
  { name: 'Paket 500 Token', jmltoken: 500, price: 150_000, status: 1 },
  { name: 'Paket 1000 Token', jmltoken: 1000, price: 275_000, status: 1 },
];

/**
 * Demo money for a demo server, made through the real paths so every balance stands on its ledger: paid cash-ins
 * (signed sandbox callbacks), one cash-in still waiting, a verified and a waiting bank account, a finished and a
 * pending cash-out, token orders (one paid by VA, one waiting), OTP SMS history and resellers' top-ups.
 */
export async function moneyDemoSeeder(ctx: AppContext, serverPk: number, serverCode: string): Promise<void> {
  const wallet = walletService(ctx);
  const wallets = walletRepository(ctx.db);
  const payments = paymentsService(ctx);
  const tokens = tokensmsService(ctx);
  const tokenRepo = tokensmsRepository(ctx.db);

  const { operator, admin } = await demoParties(ctx.db, serverPk);
  const caller = { serverId: serverPk, userId: operator.id, email: operator.email, name: operator.name, serverCode };

  const pay = async (va: string, amount: number) => {
    const raw = JSON.stringify({ event: 'va.paid', va, amount, reff: `DEMO${randomDigits(12)}`, paid_at: nowIso() });
    await payments.handleCallback(raw, ctx.payments.sign(raw));
  };

  // Token packages are the platform's: once.
  if ((await tokenRepo.listPackages(ctx.db, true)).length === 0) {
    for (const p of PACKAGES) await tokenRepo.insertPackage(ctx.db, p);
  }
  const packages = await tokenRepo.listPackages(ctx.db);

  // Cash-ins: three paid, one waiting for payment.
  for (const [channel, amount] of [
    ['VA-BCA', 2_500_000],
    ['VA-BRI', 1_000_000],
    ['ALFAMART', 750_000],
  ] as const) {
    const { value } = await wallet.createCashin(caller, { channel, amount }, undefined);
    await pay(value.va, value.total);
  }
  await wallet.createCashin(caller, { channel: 'VA-MANDIRI', amount: 500_000 }, undefined);

  // Bank accounts: one verified, one waiting for the administrator.
  const verified = await wallets.insertBank(ctx.db, serverPk, {
    bankid: 1,
    bank: 'BCA',
    accountno: '7310255481',
    accountname: operator.name,
    status: 1,
  });
  await wallets.insertBank(ctx.db, serverPk, { bankid: 3, bank: 'BNI', accountno: '0291837465', accountname: operator.name });

  // Cash-outs: one transferred (Sukses), one waiting (Proses).
  const done = await ctx.db.transaction().execute((trx) => wallet.placeCashout(trx, serverPk, verified, 1_000_000, operator.id));
  await walletAdminService(ctx).completeCashout(admin, '127.0.0.1', done.id, 1, 'Transfer BCA berhasil');
  await ctx.db.transaction().execute((trx) => wallet.placeCashout(trx, serverPk, verified, 250_000, operator.id));

  // SMS tokens: a paid order of 500 tokens (by its VA), one waiting; a few OTP SMS sent from it.
  const [small, medium] = [packages.find((p) => p.jmltoken === 100), packages.find((p) => p.jmltoken === 500)];
  if (medium) {
    const { value } = await tokens.createOrder(caller, { paketid: medium.id, amount: 1 }, undefined);
    await pay(value.nova, value.price);
  }
  if (small) await tokens.createOrder(caller, { paketid: small.id, amount: 2 }, undefined);
  const pricing = await settingsRepository(ctx.db).get('tokens');
  for (const phone of ['081234500011', '081298700022', '085712300033', '081234500011', '087811100044']) {
    await ctx.db.transaction().execute(async (trx) => {
      const h = await tokenRepo.insertHistory(trx, serverPk, {
        phone,
        senderid: serverCode.slice(0, 11),
        amount: 1,
        sisa: 0,
        totaltokensms: 0,
        price: pricing.pricePerSms,
      });
      const left = await tokenRepo.move(trx, serverPk, -1, { type: 'sms', id: h.id, description: `OTP SMS ke ${phone}` });
      if (left === undefined) throw new Error('demo tokens ran out');
      await tokenRepo.setHistoryBalance(trx, serverPk, h.id, left);
      await tokenRepo.finishHistory(trx, serverPk, h.id, 1, `DEMO-${h.id}`);
    });
  }

  // Resellers' top-ups over the last three days.
  const channels = ['VA-BCA', 'VA-BRI', 'VA-BNI', 'VA-MANDIRI', 'ALFAMART'];
  const now = Date.now();
  await topupService(ctx).recordTopups(
    serverPk,
    Array.from({ length: 14 }, (_, i) => ({
      reff: `${serverCode}-TU${String(1000 + i)}`,
      channelname: channels[i % channels.length]!,
      amount: [50_000, 100_000, 200_000, 25_000, 500_000][i % 5]!,
      status: i % 7 === 3 ? 0 : 1,
      reseller: `R${String(100 + (i % 6)).padStart(4, '0')}`,
      waktu: new Date(now - i * 5 * 3_600_000).toISOString(),
    })),
    'seed',
  );
}
