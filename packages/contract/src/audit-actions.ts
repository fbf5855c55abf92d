import type { Message } from './lang.js';

/**
 * Every action the server writes to the audit log, in words (the audit pages show these, never the code). The
 * server's `audit()` takes only these keys, and a test greps the services for `action: '…'` so none is missed;
 * a new action gets its words here first.
 */
export const AUDIT_ACTIONS = {
  'account.2fa.enable': { id: 'Verifikasi dua langkah diaktifkan', en: 'Two-factor sign-in turned on' },
  'account.2fa.disable': { id: 'Verifikasi dua langkah dimatikan', en: 'Two-factor sign-in turned off' },
  'account.profile': { id: 'Profil diubah', en: 'Profile changed' },
  'account.email': { id: 'E-mail akun diganti', en: 'Account e-mail changed' },
  'account.delete.approve': { id: 'Hapus akun reseller disetujui', en: 'Reseller account deletion approved' },
  'approvals.step': { id: 'Persetujuan dicatat, menunggu penyetuju lain', en: 'Approval recorded, waiting for another approver' },
  'app.settings.save': { id: 'Pengaturan aplikasi disimpan', en: 'App settings saved' },
  'app.maintenance': { id: 'Mode maintenance diubah', en: 'Maintenance mode switched' },
  'app.maxotp': { id: 'Batas kirim ulang OTP diubah', en: 'OTP resend limit changed' },
  'bayartempo.bill.create': { id: 'Tagihan bayar tempo dibuat', en: 'Pay-later bill created' },
  'bayartempo.bill.repaid': { id: 'Tagihan bayar tempo ditandai dibayar', en: 'Pay-later bill marked paid' },
  'bayartempo.bill.confirm': { id: 'Pembayaran tagihan bayar tempo dikonfirmasi', en: 'Pay-later bill payment confirmed' },
  'bayartempo.bill.expired': {
    id: 'Laporan pembayaran tagihan bayar tempo kedaluwarsa',
    en: 'Pay-later bill payment report expired',
  },
  'bayartempo.rekening.add': { id: 'Rekening bayar tempo ditambahkan', en: 'Pay-later account added' },
  'bayartempo.rekening.verify': { id: 'Rekening bayar tempo diverifikasi', en: 'Pay-later account verified' },
  'bayartempo.rekening.reject': { id: 'Rekening bayar tempo ditolak', en: 'Pay-later account rejected' },
  'bayartempo.rekening.expired': { id: 'Verifikasi rekening bayar tempo kedaluwarsa', en: 'Pay-later account verification expired' },
  'bayartempo.cashout': { id: 'Cashout rekening bayar tempo diajukan', en: 'Pay-later account cash-out requested' },
  'bayartempo.cashout.success': { id: 'Cashout bayar tempo berhasil', en: 'Pay-later cash-out completed' },
  'bayartempo.cashout.failed': { id: 'Cashout bayar tempo gagal', en: 'Pay-later cash-out failed' },
  'bayartempo.cashout.expired': {
    id: 'Cashout bayar tempo kedaluwarsa, dana dikembalikan',
    en: 'Pay-later cash-out expired, money returned',
  },
  'bankMutation.import': { id: 'Mutasi rekening diimpor', en: 'Bank statement imported' },
  'bankMutation.matched': { id: 'Mutasi rekening dipasangkan otomatis', en: 'Statement line matched automatically' },
  'bankMutation.assign': { id: 'Mutasi rekening dipasangkan', en: 'Statement line assigned' },
  'bankMutation.ignore': { id: 'Mutasi rekening diabaikan', en: 'Statement line ignored' },
  'wallet.cashout.payout': {
    id: 'Cashout disetujui, dikirim lewat penyedia payout',
    en: 'Cash-out approved, sent through the payout provider',
  },
  'engine.refused': { id: 'Panggilan engine dari alamat lain ditolak', en: 'Engine call from another address refused' },
  'kaspro.export': { id: 'Agen Kaspro diekspor', en: 'Kaspro agents exported' },
  'kaspro.import': { id: 'Agen Kaspro diimpor', en: 'Kaspro agents imported' },
  'kaspro.application.create': { id: 'Aplikasi Kaspro ditambahkan', en: 'Kaspro application added' },
  'loan.setting.update': { id: 'Pengaturan Modal Kerja diubah', en: 'Working capital settings changed' },
  'loan.request': { id: 'Pengajuan Modal Kerja dikirim', en: 'Working capital applied for' },
  'loan.request.approve': { id: 'Pengajuan Modal Kerja disetujui', en: 'Working capital application approved' },
  'loan.request.reject': { id: 'Pengajuan Modal Kerja ditolak', en: 'Working capital application rejected' },
  'loan.request.expired': { id: 'Pengajuan Modal Kerja kedaluwarsa', en: 'Working capital application expired' },
  'loan.contract': { id: 'Modal Kerja dicairkan', en: 'Working capital disbursed' },
  'loan.payment': { id: 'Kontrak Modal Kerja dibayar', en: 'Working capital contract paid' },
  'mitra.create': { id: 'Mitra server ditambahkan', en: 'Partner server added' },
  'mitra.update': { id: 'Mitra server diubah', en: 'Partner server changed' },
  'mitra.rotate-key': { id: 'Server key diganti', en: 'Server key replaced' },
  'module.status': { id: 'Status modul mitra diubah', en: 'Partner module status changed' },
  'module.soon': { id: 'Tanda "dalam pengembangan" modul diubah', en: 'Module "under development" flag changed' },
  'payments.sandbox.pay': { id: 'Pembayaran sandbox', en: 'Sandbox payment' },
  'product.delete': { id: 'Produk dihapus', en: 'Product deleted' },
  'recap.setting': { id: 'Rekap harian diubah', en: 'Daily recap changed' },
  'reseller.delete': { id: 'Reseller dihapus', en: 'Reseller deleted' },
  'reseller.import': { id: 'Reseller diimpor dari CSV', en: 'Resellers imported from CSV' },
  'settings.update': { id: 'Pengaturan platform diubah', en: 'Platform settings changed' },
  'staff.invite': { id: 'Staf diundang', en: 'Staff member invited' },
  'staff.accept': { id: 'Undangan diterima', en: 'Invitation accepted' },
  'staff.policy': { id: 'Kebijakan login diubah', en: 'Sign-in policy changed' },
  'staff.update': { id: 'Staf diubah', en: 'Staff member changed' },
  'staff.remove': { id: 'Staf dihapus', en: 'Staff member removed' },
  'tokensms.order': { id: 'Token SMS dipesan', en: 'SMS tokens ordered' },
  'tokensms.order.paid': { id: 'Pesanan token SMS dibayar', en: 'SMS token order paid' },
  'tokensms.order.expired': { id: 'Pesanan token SMS kedaluwarsa', en: 'SMS token order expired' },
  'tokensms.package.create': { id: 'Paket token SMS ditambahkan', en: 'SMS token package added' },
  'tokensms.package.update': { id: 'Paket token SMS diubah', en: 'SMS token package changed' },
  'tokensms.package.delete': { id: 'Paket token SMS dihapus', en: 'SMS token package deleted' },
  'wallet.bank.add': { id: 'Rekening bank ditambahkan', en: 'Bank account added' },
  'wallet.bank.delete': { id: 'Rekening bank dihapus', en: 'Bank account deleted' },
  'wallet.bank.verify': { id: 'Rekening bank diverifikasi', en: 'Bank account verified' },
  'wallet.bank.reject': { id: 'Rekening bank ditolak', en: 'Bank account rejected' },
  'wallet.bank.expired': { id: 'Verifikasi rekening bank kedaluwarsa', en: 'Bank account verification expired' },
  'wallet.cashin': { id: 'Cash in dibuat', en: 'Cash-in created' },
  'wallet.cashout': { id: 'Cashout diajukan', en: 'Cash-out requested' },
  'wallet.cashout.success': { id: 'Cashout berhasil', en: 'Cash-out completed' },
  'wallet.cashout.failed': { id: 'Cashout gagal', en: 'Cash-out failed' },
  'wallet.cashout.expired': { id: 'Cashout kedaluwarsa, dana dikembalikan', en: 'Cash-out expired, money returned' },
  'webhook.create': { id: 'Webhook ditambahkan', en: 'Webhook added' },
  'webhook.update': { id: 'Webhook diubah', en: 'Webhook changed' },
  'webhook.delete': { id: 'Webhook dihapus', en: 'Webhook deleted' },
  'webhook.rotate': { id: 'Secret webhook diganti', en: 'Webhook secret replaced' },
  'webhook.redeliver': { id: 'Webhook dikirim ulang', en: 'Webhook delivery resent' },
} as const satisfies Record<string, Message>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * The families of actions (the word before the first dot), in words: the audit filter offers each family, whose
 * code ends with a dot (`mitra.` takes every `mitra.*` action).
 */
export const AUDIT_ACTION_FAMILIES = {
  account: { id: 'Akun', en: 'Account' },
  app: { id: 'Aplikasi', en: 'App' },
  approvals: { id: 'Persetujuan', en: 'Approvals' },
  bankMutation: { id: 'Mutasi rekening', en: 'Bank statements' },
  bayartempo: { id: 'Bayar tempo', en: 'Pay-later' },
  engine: { id: 'Engine', en: 'Engine' },
  kaspro: { id: 'Kaspro', en: 'Kaspro' },
  loan: { id: 'Modal Kerja', en: 'Working capital' },
  mitra: { id: 'Mitra server', en: 'Partner servers' },
  module: { id: 'Modul mitra', en: 'Partner modules' },
  payments: { id: 'Pembayaran', en: 'Payments' },
  product: { id: 'Produk', en: 'Products' },
  recap: { id: 'Rekap harian', en: 'Daily recap' },
  reseller: { id: 'Reseller', en: 'Resellers' },
  settings: { id: 'Pengaturan platform', en: 'Platform settings' },
  staff: { id: 'Staf', en: 'Staff' },
  tokensms: { id: 'Token SMS', en: 'SMS tokens' },
  wallet: { id: 'Wallet', en: 'Wallet' },
  webhook: { id: 'Webhook', en: 'Webhooks' },
} as const satisfies Record<string, Message>;

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** An action's family code as the filter takes it (`mitra.update` → `mitra.`). */
export const auditFamilyOf = (action: string) => `${action.split('.')[0]}.`;
