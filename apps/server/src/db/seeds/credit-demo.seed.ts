import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { isoIn } from '../../lib/time.js';
import { bayartempoService } from '../../modules/bayartempo/bayartempo.service.js';
import { loanService } from '../../modules/loan/loan.service.js';
import { demoParties } from './demo-parties.js';

const photo = (background: string) =>
  sharp({ create: { width: 480, height: 300, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * Demo credit data, made through the real services so every balance stands on its ledger. Both demo servers get an
 * approved loan. The first one also gets pay-later bills in each status and a verified account (plus one waiting);
 * its wallet is left as the money demo made it (the money demo's test pins that balance and history), so the
 * contracts (two, one paid) and a pay-later cash-out waiting for approval, which move the wallet, go to the next one.
 */
export async function creditDemoSeeder(ctx: AppContext, serverPk: number, serverCode: string): Promise<void> {
  const loans = loanService(ctx);
  const bt = bayartempoService(ctx);
  const { operator, admin } = await demoParties(ctx.db, serverPk);
  const caller = { serverId: serverPk, userId: operator.id, email: operator.email, ip: '127.0.0.1' };
  const first = !(await ctx.db.selectFrom('loan_accounts').select('server_id').executeTakeFirst());

  const ids: number[] = [];
  for (const color of ['#90A4AE', '#FFCC80', '#A5D6A7']) ids.push((await loans.uploadPhoto(caller, await photo(color))).id);
  const request = await loans.submitRequest(caller, {
    name: first ? 'Budi Santoso' : 'Siti Rahma',
    ktp: first ? '3174051203850001' : '3578015507900002',
    address: first ? 'Jl. Gatot Subroto No. 12, Jakarta Selatan' : 'Jl. Pemuda No. 45, Surabaya',
    phone: first ? '081234567890' : '082198765432',
    imagektp: ids[0]!,
    imageselfie: ids[1]!,
    imagebusiness: ids[2]!,
    businessname: first ? 'Pulsa Nusantara' : 'Mitra Jaya Cell',
    jenisusaha: 'Konter pulsa dan PPOB',
    businessaddress: first ? 'Jl. Gatot Subroto No. 12' : 'Jl. Pemuda No. 45',
    province: first ? '31' : '35',
    city: first ? '31.74' : '35.78',
    district: first ? '31.74.01' : '35.78.01',
    businesswebsite: `${serverCode.toLowerCase()}.co.id`,
    businessphone: first ? '0215201234' : '0315345678',
    businessyear: first ? 2016 : 2019,
    businesscapital: first ? 150_000_000 : 40_000_000,
    businesscustomer: first ? 1200 : 300,
    businessturnover: first ? 85_000_000 : 20_000_000,
    businessprofit: first ? 9_500_000 : 2_500_000,
  });
  // Rp 25.000.000: the default policy's one-approver tier (the demo has one administrator).
  await loans.decide(admin, '127.0.0.1', request.id, { approve: true, creditlimit: 25_000_000, msg: 'Selamat, pengajuan disetujui' });
  if (!first) {
    const c1 = await loans.disburse(caller, { amount: 5_000_000 }, undefined);
    await loans.disburse(caller, { amount: 2_500_000 }, undefined);
    await loans.pay(caller, { contractno: c1.value.contractno }, undefined);
    // A pay-later cash-out of part of that money, waiting on the approvals screen.
    const account = await bt.addRekening(caller, { bankNo: '0259876543', name: 'BNI' });
    await bt.decideRekening(admin, '127.0.0.1', account.id, true, 'Rekening atas nama Siti Rahma');
    await bt.cashout(caller, { id: account.id, amount: 1_500_000 }, undefined);
    return;
  }

  // Pay-later: one bill in each status, accounts.
  const details = (total: number) => [
    { idreseller: 'RS0001', resellername: 'Agen Makmur', amount: Math.round(total * 0.6) },
    { idreseller: 'RS0002', resellername: 'Cell Sejahtera', amount: total - Math.round(total * 0.6) },
  ];
  const bill = (amount: number, expiredInDays: number, init?: { status: string; cash_flow_status: string }) =>
    bt.createBill(
      admin,
      '127.0.0.1',
      { server: serverCode, amount, fee: 2500, expiredAt: isoIn(expiredInDays * 86_400_000), details: details(amount) },
      init,
    );
  await bill(1_250_000, 1);
  const confirming = await bill(800_000, 1);
  await bt.markPaid(caller, confirming.id);
  await bill(650_000, 1, { status: 'PAID', cash_flow_status: 'SUCCESS' });
  await bill(400_000, -3);

  const bni = await bt.addRekening(caller, { bankNo: '0251234567', name: 'BNI' });
  await bt.decideRekening(admin, '127.0.0.1', bni.id, true, 'Rekening atas nama Budi Santoso');
  await bt.addRekening(caller, { bankNo: '5270881234', name: 'BCA' });
}
