import { describe, expect, it } from 'vitest';
import { translate } from './messages.js';
import {
  addBankBody,
  cashinTotal,
  cashoutBody,
  cashoutFits,
  cashoutStatus,
  isCalendarDay,
  moneyListQuery,
  normalizePhone,
  resolveWalletBank,
  tokensmsOrderPrice,
  tokensmsOrderStatus,
  topupStatus,
} from './money.js';

describe('money rules', () => {
  it('maps cash-out status: 1 Sukses, 2 Gagal, anything else Proses', () => {
    expect(cashoutStatus(1)).toEqual({ label: 'Sukses', color: 'green' });
    expect(cashoutStatus(2)).toEqual({ label: 'Gagal', color: 'red' });
    expect(cashoutStatus(0)).toEqual({ label: 'Proses', color: 'blue' });
    expect(cashoutStatus(7)).toEqual({ label: 'Proses', color: 'blue' });
  });

  it('maps SMS order status: 0 Menunggu Pembayaran (orange), 1 Sukses (green); top-ups 0/1/2', () => {
    expect(tokensmsOrderStatus(0)).toEqual({ label: 'Menunggu Pembayaran', color: 'orange' });
    expect(tokensmsOrderStatus(1)).toEqual({ label: 'Sukses', color: 'green' });
    expect([0, 1, 2].map((s) => topupStatus(s).label)).toEqual(['Pending', 'Sukses', 'Gagal']);
  });

  it('computes what is paid: cash-in amount + fee, package price × quantity; a cash-out fits the balance', () => {
    expect(cashinTotal(100_000, 4000)).toBe(104_000);
    expect(tokensmsOrderPrice(35_000, 3)).toBe(105_000);
    expect(cashoutFits(100_000, 100_000)).toBe(true);
    expect(cashoutFits(100_000, 100_001)).toBe(false);
    expect(cashoutFits(100_000, 0)).toBe(false);
  });

  it('normalises Indonesian mobile numbers to 08…', () => {
    expect(normalizePhone('+62 812-3456-7890')).toBe('081234567890');
    expect(normalizePhone('6281234567890')).toBe('081234567890');
    expect(normalizePhone('081234567890')).toBe('081234567890');
    expect(normalizePhone('021555123')).toBeNull();
    expect(normalizePhone('08123')).toBeNull();
  });

  it('knows real calendar days and resolves banks by id or code', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-2-1')).toBe(false);
    expect(resolveWalletBank(3)?.code).toBe('BNI');
    expect(resolveWalletBank(undefined, 'mandiri')?.id).toBe(2);
    expect(resolveWalletBank(1, 'BRI')).toBeUndefined();
    expect(resolveWalletBank(undefined, 'CIMB')).toBeUndefined();
  });

  it('asks for the OTP with the spec’s words and checks list dates', () => {
    const noOtp = cashoutBody.safeParse({ id: 1, amount: 10_000 });
    expect(noOtp.success).toBe(false);
    expect(noOtp.error?.issues[0]?.message).toBe('walletOtpRequired');
    expect(translate('walletOtpRequired')).toBe('Silahkan Input OTP');
    expect(addBankBody.safeParse({ bank: 'BCA', accountno: '1234567', accountname: 'A', otp: '123456' }).success).toBe(true);
    expect(moneyListQuery.safeParse({ awal: '2024-01-02', akhir: '2024-01-01' }).success).toBe(false);
    expect(moneyListQuery.parse({ size: '-1' })).toMatchObject({ page: 0, size: 10000 });
  });

  it('keeps the spec’s texts verbatim', () => {
    expect(translate('walletOtpSent')).toBe('Otp sukses di kirim ke email');
    expect(translate('walletOtpFailed')).toBe('Otp gagal di kirim');
    expect(translate('tokensmsOrderCreated')).toBe('Order Created Successfully');
    expect(translate('tokensmsConfirmOrder', undefined, { name: 'Paket 100' })).toBe('Yakin order Paket 100?');
    expect(translate('walletConfirmDeleteBank', undefined, { bank: 'BCA', accountno: '123' })).toBe('Yakin akan hapus BCA 123?');
    expect(translate('walletCashoutNotice')).toMatch(/2 working days under the payment provider's terms/);
  });
});
