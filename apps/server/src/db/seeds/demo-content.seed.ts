import type { MenuTypeCode, UploadPurpose } from '@konsol/contract';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { appsRepository } from '../../modules/apps/apps.repository.js';
import { bannerService } from '../../modules/banner/banner.service.js';
import { categoryService } from '../../modules/category/category.service.js';
import { mediaService } from '../../modules/media/media.service.js';
import { menuService } from '../../modules/menu/menu.service.js';
import { articleService } from '../../modules/news/news.service.js';
import { popupService } from '../../modules/popup/popup.service.js';
import { runningTextService } from '../../modules/runningtext/runningtext.service.js';
import type { DemoSeeder } from '../seed.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A simple PNG drawn from an SVG (a gradient and a line or two of text): real images for the demo. */
async function picture(width: number, height: number, from: string, to: string, lines: string[], size: number): Promise<Buffer> {
  const text = lines
    .map((l, i) => {
      const y = Math.round(height / 2 + (i - (lines.length - 1) / 2) * size * 1.25 + size / 3);
      return `<text x="${Math.round(width / 2)}" y="${y}" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="bold" fill="#fff">${esc(l)}</text>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 8)}" fill="url(#g)"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoMenu {
  label: string;
  type: MenuTypeCode;
  kodeproduk?: string;
  description: string;
  showhome?: number;
  status?: number;
  url?: string;
  colour: [string, string];
  icon: string;
}

const MENUS: DemoMenu[] = [
  { label: 'Pulsa', type: 9, description: 'Isi pulsa semua operator', colour: ['#E53935', '#FF7043'], icon: 'P' },
  {
    label: 'Paket Data',
    type: 9,
    description: 'Paket internet Telkomsel, Indosat, XL, Tri, Smartfren',
    colour: ['#1E88E5', '#26C6DA'],
    icon: 'D',
  },
  { label: 'Token PLN', type: 1, kodeproduk: 'PLN', description: 'Token listrik prabayar', colour: ['#FDD835', '#FB8C00'], icon: 'T' },
  {
    label: 'Tagihan PLN',
    type: 1,
    kodeproduk: 'PLNPASCA',
    description: 'Bayar tagihan listrik pascabayar',
    colour: ['#F9A825', '#EF6C00'],
    icon: 'L',
  },
  {
    label: 'BPJS Kesehatan',
    type: 1,
    kodeproduk: 'BPJSKS',
    description: 'Iuran BPJS Kesehatan',
    colour: ['#43A047', '#00897B'],
    icon: 'B',
  },
  {
    label: 'PDAM',
    type: 3,
    kodeproduk: 'PDAM',
    description: 'Tagihan air PDAM seluruh Indonesia',
    colour: ['#039BE5', '#3949AB'],
    icon: 'A',
  },
  { label: 'E-Wallet', type: 2, description: 'Top up OVO, DANA, GoPay, ShopeePay, LinkAja', colour: ['#8E24AA', '#D81B60'], icon: 'E' },
  {
    label: 'Voucher Game',
    type: 2,
    description: 'Diamond Mobile Legends, Free Fire, Steam Wallet',
    colour: ['#5E35B1', '#1E88E5'],
    icon: 'G',
  },
  {
    label: 'Telkom / IndiHome',
    type: 1,
    kodeproduk: 'TELKOM',
    description: 'Tagihan telepon rumah dan IndiHome',
    showhome: 0,
    colour: ['#C62828', '#AD1457'],
    icon: 'I',
  },
  {
    label: 'Multifinance',
    type: 3,
    kodeproduk: 'FINANCE',
    description: 'Angsuran FIF, Adira, WOM, BAF',
    showhome: 0,
    colour: ['#6D4C41', '#8D6E63'],
    icon: 'M',
  },
  {
    label: 'Pulsa Bebas Nominal',
    type: 22,
    description: 'Isi pulsa dengan nominal bebas',
    showhome: 0,
    colour: ['#00ACC1', '#43A047'],
    icon: 'N',
  },
  {
    label: 'Daftar Harga',
    type: 4,
    description: 'Harga produk terbaru',
    url: 'https://harga.example.co.id',
    showhome: 0,
    colour: ['#546E7A', '#78909C'],
    icon: 'H',
  },
  {
    label: 'Digipos',
    type: 19,
    description: 'Aktivasi perdana dan voucher Telkomsel',
    showhome: 0,
    colour: ['#D32F2F', '#B71C1C'],
    icon: 'DG',
  },
  { label: 'Isimple', type: 20, description: 'Layanan outlet Indosat', showhome: 0, colour: ['#FBC02D', '#F57F17'], icon: 'IS' },
  { label: 'Sidompul', type: 21, description: 'Layanan outlet XL Axiata', showhome: 0, colour: ['#1565C0', '#0D47A1'], icon: 'SD' },
  {
    label: 'Isi Massal',
    type: 15,
    description: 'Top up banyak nomor sekaligus',
    showhome: 0,
    status: 0,
    colour: ['#757575', '#424242'],
    icon: 'IM',
  },
];

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Demo app content for one demo server: menus with their icons and proper type codes, categories, slider banners
 * (generated PNGs, stored as uploads), news and info items, popups and running texts (one of each already
 * expired, to show the filter), and a logo.
 */
export const contentDemoSeeder: DemoSeeder = async (ctx: AppContext, serverPk: number, serverCode: string) => {
  const media = mediaService(ctx);
  const owner = { serverId: serverPk, userId: null };
  const apps = appsRepository(ctx.db);
  const app = await apps.get(serverPk);
  const name = app?.appname ?? serverCode;
  const store = async (purpose: UploadPurpose, png: Buffer, file: string) => (await media.store(owner, purpose, png, file)).imageurl;

  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  await apps.setLogo(serverPk, await store('logo', await picture(256, 256, '#3F51B5', '#3949AB', [initials], 110), 'logo.png'));

  const menus = menuService(ctx);
  const ids: Record<string, number> = {};
  for (const [i, m] of MENUS.entries()) {
    const image = await store(
      'menu',
      await picture(128, 128, m.colour[0], m.colour[1], [m.icon], m.icon.length > 1 ? 48 : 64),
      `${m.label}.png`,
    );
    const created = await menus.create(serverPk, {
      label: m.label,
      type: m.type,
      kodeproduk: m.kodeproduk ?? '',
      description: m.description,
      showhome: m.showhome ?? 1,
      status: m.status ?? 1,
      url: m.url ?? '',
      image,
      order: i + 1,
    });
    ids[m.label] = created.id;
  }

  const categories = categoryService(ctx);
  const pick = (...labels: string[]) => labels.map((l) => ids[l]!);
  await categories.create(serverPk, {
    title: 'Prabayar',
    status: 1,
    showHome: 1,
    sort: 1,
    menus: pick('Pulsa', 'Paket Data', 'Token PLN', 'E-Wallet', 'Voucher Game'),
  });
  await categories.create(serverPk, {
    title: 'Pascabayar',
    status: 1,
    showHome: 1,
    sort: 2,
    menus: pick('Tagihan PLN', 'BPJS Kesehatan', 'PDAM', 'Telkom / IndiHome', 'Multifinance'),
  });
  await categories.create(serverPk, {
    title: 'Layanan Operator',
    status: 1,
    showHome: 0,
    sort: 3,
    menus: pick('Digipos', 'Isimple', 'Sidompul'),
  });

  const banners = bannerService(ctx);
  const bannerData: Array<{ name: string; lines: string[]; colour: [string, string]; url: string; status?: number }> = [
    { name: 'Cashback 5% Token PLN', lines: ['Cashback 5%', 'Token PLN'], colour: ['#F57C00', '#FFB300'], url: '' },
    { name: 'Promo Paket Data Akhir Bulan', lines: ['Promo Paket Data', 'Akhir Bulan'], colour: ['#1E88E5', '#00ACC1'], url: '' },
    {
      name: `Daftar Agen ${name} Gratis`,
      lines: ['Jadi Agen Pulsa', 'Daftar Gratis!'],
      colour: ['#43A047', '#00897B'],
      url: 'https://example.co.id/daftar',
    },
    { name: 'Promo Lebaran (arsip)', lines: ['Promo Lebaran'], colour: ['#6D4C41', '#A1887F'], url: '', status: 0 },
  ];
  const bannerImages: string[] = [];
  for (const [i, b] of bannerData.entries()) {
    const image = await store('banner', await picture(1200, 500, b.colour[0], b.colour[1], b.lines, 84), `banner-${i + 1}.png`);
    bannerImages.push(image);
    await banners.create(serverPk, { name: b.name, image, url: b.url, order: i + 1, status: b.status ?? 1 });
  }

  const news = articleService(ctx, 'news');
  await news.create(serverPk, {
    title: 'Promo Ramadhan: diskon pulsa semua operator',
    breaf: 'Harga pulsa lebih hemat selama bulan Ramadhan.',
    content:
      '<p>Selama bulan Ramadhan, <strong>semua nominal pulsa</strong> mendapat potongan harga hingga Rp 500.</p>' +
      '<ul><li>Berlaku untuk Telkomsel, Indosat, XL, Tri dan Smartfren</li><li>Tanpa minimal transaksi</li></ul>' +
      '<p>Selamat menunaikan ibadah puasa.</p>',
    image: bannerImages[0],
    status: 1,
  });
  await news.create(serverPk, {
    title: 'Jadwal maintenance bank BRI',
    breaf: 'Deposit via BRI tertunda setiap hari pukul 23.00 – 00.30 WIB.',
    content:
      '<p>Bank BRI melakukan pemeliharaan sistem rutin setiap hari pukul <strong>23.00 – 00.30 WIB</strong>. Deposit melalui BRI pada jam tersebut diproses setelah layanan normal.</p>',
    status: 1,
  });
  await news.create(serverPk, {
    title: 'Cara menjadi agen',
    breaf: 'Daftar langsung dari aplikasi, gratis.',
    content:
      '<ol><li>Unduh aplikasi dan pilih <em>Daftar</em></li><li>Isi nama, nomor HP dan email</li><li>Aktifkan akun lewat link di email</li></ol>' +
      '<p>Butuh bantuan? Hubungi <a href="mailto:cs@example.co.id">cs@example.co.id</a>.</p>',
    status: 1,
  });
  await news.create(serverPk, { title: 'Draft: promo kemerdekaan', breaf: 'Belum terbit', content: '<p>Segera hadir.</p>', status: 0 });

  const infos = articleService(ctx, 'info');
  await infos.create(serverPk, {
    title: 'Jam layanan deposit',
    breaf: 'Deposit otomatis 24 jam.',
    content:
      '<p>Deposit via virtual account diproses otomatis <strong>24 jam</strong>. Transfer manual diproses pukul 08.00 – 21.00 WIB.</p>',
    status: 1,
  });
  await infos.create(serverPk, {
    title: 'Cara deposit via transfer bank',
    breaf: 'BCA, BNI, BRI dan Mandiri.',
    content: '<p>Pilih menu <em>Deposit</em>, masukkan nominal, lalu transfer tepat sesuai nominal unik yang tampil.</p>',
    status: 1,
  });

  const popups = popupService(ctx);
  await popups.create(serverPk, { name: 'Promo Gajian', url: '', image: bannerImages[1], status: 1, expired: daysFromNow(30) });
  await popups.create(serverPk, {
    name: 'Update aplikasi versi terbaru',
    url: 'https://play.google.com/store',
    image: bannerImages[2],
    status: 1,
    expired: null,
  });
  await popups.create(serverPk, { name: 'Promo Lebaran', url: '', image: bannerImages[3], status: 1, expired: daysFromNow(-10) });

  const texts = runningTextService(ctx);
  await texts.create(serverPk, { msg: `Selamat datang di ${name}: transaksi pulsa, paket data dan PPOB 24 jam.`, aktif: 1, expired: null });
  await texts.create(serverPk, { msg: 'Cashback 5% token PLN hingga akhir bulan!', aktif: 1, expired: daysFromNow(14) });
  await texts.create(serverPk, { msg: 'Deposit via BCA sempat gangguan, sudah normal kembali.', aktif: 1, expired: daysFromNow(-1) });
  await texts.create(serverPk, { msg: 'Maintenance server Minggu 02.00 WIB.', aktif: 0, expired: null });
};
