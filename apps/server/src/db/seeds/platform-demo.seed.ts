import type { AppContext } from '../../context.js';
import { nowIso, wibDayRange, wibToday } from '../../lib/time.js';
import { accountDeletionRepository } from '../../modules/account-deletion/account-deletion.repository.js';
import { engineRepository } from '../../modules/engine/engine.repository.js';
import { kasproRepository } from '../../modules/kaspro/kaspro.repository.js';
import { partnerModulesRepository } from '../../modules/partner-modules/partner-modules.repository.js';
import { type ProductWrite, productRepository } from '../../modules/product/product.repository.js';
import { type ResellerWrite, resellerRepository } from '../../modules/reseller/reseller.repository.js';
import type { DemoSeeder } from '../seed.js';

/** A small deterministic generator, so each demo server gets the same data on every fresh start. */
function random(seedText: string) {
  let seed = 0;
  for (const ch of seedText) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Agus',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fitri',
  'Gilang',
  'Hendra',
  'Indah',
  'Joko',
  'Kartika',
  'Lukman',
  'Maya',
  'Nanda',
  'Putri',
  'Rizky',
  'Sari',
  'Taufik',
  'Umi',
  'Wahyu',
  'Yuni',
  'Arif',
  'Bayu',
  'Dian',
  'Fajar',
  'Hadi',
  'Irma',
  'Rina',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Lestari',
  'Saputra',
  'Hidayat',
  'Kurniawan',
  'Nugroho',
  'Rahmawati',
  'Siregar',
  'Harahap',
  'Setiawan',
];
const SHOPS = ['Cell', 'Ponsel', 'Pulsa', 'Store', 'Celluler', 'Reload'];
const STREETS = [
  'Jl. Merdeka',
  'Jl. Sudirman',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Gajah Mada',
  'Jl. Pemuda',
  'Jl. Veteran',
  'Jl. Kartini',
];
const CITIES = ['Bandung', 'Surabaya', 'Semarang', 'Yogyakarta', 'Malang', 'Medan', 'Makassar', 'Palembang', 'Denpasar', 'Bekasi'];

/** Pulsa, data, PLN tokens and e-wallets as an Indonesian PPOB server sells them. */
const PRODUCTS: ProductWrite[] = [
  ['S5', 'Telkomsel 5.000', 'TSEL', 5_850],
  ['S10', 'Telkomsel 10.000', 'TSEL', 10_700],
  ['S20', 'Telkomsel 20.000', 'TSEL', 20_450],
  ['S50', 'Telkomsel 50.000', 'TSEL', 49_900],
  ['S100', 'Telkomsel 100.000', 'TSEL', 98_750],
  ['X5', 'XL 5.000', 'XL', 5_900],
  ['X10', 'XL 10.000', 'XL', 10_850],
  ['X25', 'XL 25.000', 'XL', 24_900],
  ['I5', 'Indosat 5.000', 'ISAT', 6_050],
  ['I10', 'Indosat 10.000', 'ISAT', 10_900],
  ['T5', 'Tri 5.000', 'THREE', 5_600],
  ['T10', 'Tri 10.000', 'THREE', 10_450],
  ['SM10', 'Smartfren 10.000', 'SMART', 10_300],
  ['AX10', 'Axis 10.000', 'AXIS', 10_750],
  ['TD1', 'Telkomsel Data 1GB 30 hari', 'TSEL', 15_500],
  ['XD3', 'XL Xtra Combo 3GB', 'XL', 27_000],
  ['PLN20', 'Token PLN 20.000', 'PLN', 20_350],
  ['PLN50', 'Token PLN 50.000', 'PLN', 50_350],
  ['PLN100', 'Token PLN 100.000', 'PLN', 100_350],
  ['GOPAY20', 'Saldo GoPay 20.000', 'GOPAY', 21_000],
  ['OVO20', 'Saldo OVO 20.000', 'OVO', 21_000],
  ['DANA25', 'Saldo DANA 25.000', 'DANA', 25_900],
].map(([kode, nama, kode_operator, harga_jual]) => ({
  kode: kode as string,
  nama: nama as string,
  catatan: '',
  kode_operator: kode_operator as string,
  harga_jual: harga_jual as number,
  aktif: 1,
  gangguan: 0,
  kosong: 0,
}));

/**
 * Demo data of the platform modules for one demo server: resellers in upline chains with balances (some active
 * today), products, the Saldo IRSMarket figure, pending account-deletion requests, partner module records; and,
 * once for the platform, Kaspro agents and a Kaspro application.
 */
export const platformDemoSeeder: DemoSeeder = async (ctx: AppContext, serverPk: number, serverCode: string) => {
  const rnd = random(serverCode);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const premium = serverCode === 'PULSANUSA';
  const count = premium ? 80 : 35;
  const now = Date.now();
  const todayStart = Date.parse(wibDayRange(wibToday(now)).from);

  const resellers: ResellerWrite[] = [];
  for (let i = 1; i <= count; i++) {
    const kode = `R${String(i).padStart(4, '0')}`;
    const first = pick(FIRST);
    const last = pick(LAST);
    const nama = rnd() < 0.3 ? `${first} ${pick(SHOPS)}` : `${first} ${last}`;
    // The first five are the top of the network; the others hang under an earlier reseller (chains 2-4 deep).
    const upline = i <= 5 ? null : `R${String(1 + Math.floor(rnd() * Math.min(i - 1, 5 + i / 3))).padStart(4, '0')}`;
    const activity = rnd();
    const lastActivity =
      activity < 0.35
        ? new Date(todayStart + rnd() * (now - todayStart)).toISOString()
        : activity < 0.85
          ? new Date(todayStart - (1 + Math.floor(rnd() * 20)) * 86_400_000 + rnd() * 86_400_000).toISOString()
          : null;
    resellers.push({
      kode,
      nama,
      alamat: `${pick(STREETS)} No. ${1 + Math.floor(rnd() * 150)}, ${pick(CITIES)}`,
      email: rnd() < 0.6 ? `${first.toLowerCase()}.${last.toLowerCase()}${i}@gmail.com` : '',
      phone: `08${pick(['12', '13', '21', '52', '57', '77', '81', '95'])}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
      kode_upline: upline,
      saldo: Math.round((rnd() * rnd() * 2_500_000) / 500) * 500,
      tgl_daftar: new Date(now - Math.floor(30 + rnd() * 700) * 86_400_000).toISOString(),
      last_activity: lastActivity,
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await resellerRepository(ctx.db).upsertMany(serverPk, resellers, trx);

    const products = PRODUCTS.map((p, i) => ({
      ...p,
      harga_jual: premium ? p.harga_jual : p.harga_jual + 150,
      gangguan: p.kode === 'I5' ? 1 : 0,
      kosong: p.kode === 'AX10' && !premium ? 1 : 0,
      aktif: p.kode === 'SM10' && !premium ? 0 : 1,
      catatan: p.kode.startsWith('PLN') ? 'Masukkan nomor meter / ID pelanggan' : i % 7 === 0 ? 'Harga promo' : '',
    }));
    await productRepository(ctx.db).upsertMany(serverPk, products, trx);

    await engineRepository(ctx.db).setBalance(serverPk, premium ? 12_750_000 : 3_480_500, nowIso(), trx);

    const deletions = accountDeletionRepository(ctx.db);
    for (const [n, r] of [resellers[count - 1]!, resellers[count - 4]!, resellers[count - 9]!].entries()) {
      await deletions.insert(
        serverPk,
        { id_reseller: r.kode, name_reseller: r.nama, uuid: `c0ffee${n}-${serverCode.toLowerCase()}-7a1d-4e2b` },
        trx,
      );
    }

    const modules = partnerModulesRepository(ctx.db);
    const host = serverCode.toLowerCase();
    await modules.setUrl(serverPk, 'digipos', `https://digipos.${host}.co.id/portal`, trx);
    if (premium) {
      await modules.setStatus(serverPk, 'digipos', 1, trx);
      await modules.setUrl(serverPk, 'isimple', `https://isimple.${host}.co.id`, trx);
    }
  });

  // Kaspro agents and applications belong to the platform: written once, with the first demo server.
  const kaspro = kasproRepository(ctx.db);
  if ((await kaspro.list({ page: 0, size: 1, exactTotal: false })).total === 0) {
    const k = random('kaspro');
    const agents = Array.from({ length: 40 }, (_, i) => {
      const first = FIRST[Math.floor(k() * FIRST.length)]!;
      const last = LAST[Math.floor(k() * LAST.length)]!;
      return {
        accountnumber: String(7_700_100_000 + i * 37),
        msisdn: `628${pick(['12', '13', '21', '52', '57', '77'])}${String(Math.floor(k() * 1e8)).padStart(8, '0')}`,
        fullname: `${first} ${last}`,
      };
    });
    await kaspro.upsertMany(agents);
    await kaspro.insertApplication(
      { appname: 'Kaspro Agen', version: '1.0', primary_color: '#3F51B5', primary_color_dark: '#3949AB' },
      null,
    );
  }
};
