import { describe, expect, it } from 'vitest';
import {
  addRekeningBody,
  BILL_STATUSES,
  BILL_VA_BANKS,
  bayartempoCashoutFee,
  billDisplayStatus,
  billPayable,
  CASH_FLOW_STATUSES,
  contractOverdue,
  LOAN_DEFAULTS,
  loanFee,
  loanPhone,
  loanProgress,
  loanProgressColor,
  loanRemaining,
  loanRequestBody,
  loanView,
  rekeningCashoutBody,
  SERPUL_BANKS,
} from './credit.js';
import { translate } from './messages.js';

describe('loan rules', () => {
  it('fee = amount × rate rounded half up to the rupiah', () => {
    expect(loanFee(1_000_000, 0.015)).toBe(15_000);
    expect(loanFee(100, 0.015)).toBe(2); // 1.5 → 2 (half up; floating point would give 1.4999…)
    expect(loanFee(33, 0.015)).toBe(0); // 0.495 → 0
    expect(loanFee(34, 0.015)).toBe(1); // 0.51 → 1
    expect(loanFee(300, 0.015)).toBe(5); // 4.5 → 5
    expect(loanFee(299, 0.015)).toBe(4); // 4.485 → 4
    expect(loanFee(1_234_567, 0.015)).toBe(18_519); // 18518.505 → 18519
    expect(loanFee(50_000_000, 0.015)).toBe(750_000);
    expect(loanFee(0, 0.015)).toBe(0);
    expect(loanFee(1_000_000, 0)).toBe(0);
    expect(loanFee(999, 0.0125)).toBe(12); // 12.4875 → 12
    expect(loanFee(1000, 0.0125)).toBe(13); // 12.5 → 13
    expect(() => loanFee(1.5, 0.015)).toThrow();
    expect(() => loanFee(100, -0.1)).toThrow();
  });

  it('defaults are the spec’s', () => {
    expect(LOAN_DEFAULTS).toEqual({ fee: 0.015, admin: 0, periode: 30, creditlimit: 50_000_000 });
  });

  it('maps loan status to the screen: 0 → 0, 1 → 2, 8 → 1, 9 → 9', () => {
    expect(loanView(0)).toBe(0);
    expect(loanView(1)).toBe(2);
    expect(loanView(8)).toBe(1);
    expect(loanView(9)).toBe(9);
    expect(loanView(5)).toBe(0);
  });

  it('remaining and progress', () => {
    expect(loanRemaining(50_000_000, 10_000_000)).toBe(40_000_000);
    expect(loanRemaining(100, 200)).toBe(0);
    expect(loanProgress(50_000_000, 10_000_000)).toBe(80);
    expect(loanProgress(3, 1)).toBe(66.67);
    expect(loanProgress(0, 0)).toBe(0);
    expect(loanProgressColor(80)).toBe('green');
    expect(loanProgressColor(45)).toBe('orange');
    expect(loanProgressColor(10)).toBe('red');
  });

  it('contract overdue only when unpaid and past due', () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    expect(contractOverdue(0, '2026-01-09T00:00:00Z', now)).toBe(true);
    expect(contractOverdue(1, '2026-01-09T00:00:00Z', now)).toBe(false);
    expect(contractOverdue(0, '2026-01-11T00:00:00Z', now)).toBe(false);
  });

  it('phone gets the +62 prefix', () => {
    expect(loanPhone('081234567890')).toBe('+6281234567890');
    expect(loanPhone('+62 812-3456-7890')).toBe('+6281234567890');
    expect(loanPhone('6281234567890')).toBe('+6281234567890');
    expect(loanPhone('81234567890')).toBe('+6281234567890');
    expect(loanPhone('abc')).toBeNull();
  });

  it('application: both readings give one model; per-field messages', () => {
    const base = {
      name: 'Budi Santoso',
      address: 'Jl. Merdeka 1',
      phone: '081234567890',
      imagektp: 1,
      imageselfie: '2',
      imagebusiness: 3,
      businessname: 'Toko Budi',
      jenisusaha: 'Retail',
      businessaddress: 'Jl. Pasar 2',
      businesswebsite: 'toko.id',
      businessphone: '0211234567',
      businessyear: '2015',
      businesscapital: 10_000_000,
      businesscustomer: 100,
      businessturnover: 5_000_000,
      businessprofit: 1_000_000,
    };
    const a = loanRequestBody.parse({
      ...base,
      ktp: '3171234567890001',
      provinsi: { province_id: '31', province: 'DKI JAKARTA' },
      city: { city_id: '31.71', city_name: 'x' },
      district: { subdistrict_id: '31.71.01' },
    });
    const b = loanRequestBody.parse({
      ...base,
      alamat: base.address,
      address: undefined,
      noktp: '3171234567890001',
      businessprovince: 31,
      businesscity: '31.71',
      businessdistrict: '31.71.01',
    });
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      ktp: '3171234567890001',
      province: '31',
      city: '31.71',
      district: '31.71.01',
      imageselfie: 2,
      businessyear: 2015,
    });

    const bad = loanRequestBody.safeParse({ ...base, name: '', businessname: 'ab', address: 'x'.repeat(101), businessyear: 'abc' });
    expect(bad.success).toBe(false);
    const msgs = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(translate(msgs.name!)).toBe('Name is required');
    expect(translate(msgs.businessname!)).toBe('Business name must be more than 2 characters');
    expect(translate(msgs.address!)).toBe('Address must be less than 100 characters');
    expect(translate(msgs.businessyear!)).toBe('Business year must be a number');
    expect(translate(msgs.ktp!)).toBe('KTP number is required');
  });
});

describe('bill display status (every case)', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const DAY = 86_400_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const longAgo = '2026-03-08T00:00:00Z'; // more than a day past
  const recent = '2026-03-10T00:00:00Z'; // less than a day past
  const future = '2026-03-20T00:00:00Z';
  const exactlyADay = at(now - DAY); // a day past, not more
  const justOverADay = at(now - DAY - 1);
  it.each([
    // NOTPAID + PASS_ON_DISBURSEMENT: orange until more than a day past due, then red; payable either way
    ['NOTPAID', 'PASS_ON_DISBURSEMENT', future, 'BELUM_BAYAR', true],
    ['NOTPAID', 'PASS_ON_DISBURSEMENT', recent, 'BELUM_BAYAR', true],
    ['NOTPAID', 'PASS_ON_DISBURSEMENT', exactlyADay, 'BELUM_BAYAR', true],
    ['NOTPAID', 'PASS_ON_DISBURSEMENT', justOverADay, 'JATUH_TEMPO', true],
    ['NOTPAID', 'PASS_ON_DISBURSEMENT', longAgo, 'JATUH_TEMPO', true],
    // ALREADY_REPAYMENT is never overdue: Sedang Konfirmasi whatever the date or bill status
    ['NOTPAID', 'ALREADY_REPAYMENT', future, 'ON_CONFIRMATION', false],
    ['NOTPAID', 'ALREADY_REPAYMENT', recent, 'ON_CONFIRMATION', false],
    ['NOTPAID', 'ALREADY_REPAYMENT', justOverADay, 'ON_CONFIRMATION', false],
    ['NOTPAID', 'ALREADY_REPAYMENT', longAgo, 'ON_CONFIRMATION', false],
    ['PAID', 'ALREADY_REPAYMENT', future, 'ON_CONFIRMATION', false],
    ['PAID', 'ALREADY_REPAYMENT', longAgo, 'ON_CONFIRMATION', false],
    // SUCCESS: Berhasil whatever the date or bill status (first match wins over JATUH_TEMPO)
    ['NOTPAID', 'SUCCESS', future, 'SUCCESS', false],
    ['NOTPAID', 'SUCCESS', longAgo, 'SUCCESS', false],
    ['PAID', 'SUCCESS', future, 'SUCCESS', false],
    ['PAID', 'SUCCESS', recent, 'SUCCESS', false],
    ['PAID', 'SUCCESS', longAgo, 'SUCCESS', false],
    // PAID but still PASS_ON_DISBURSEMENT: no rule applies, no chip, not payable
    ['PAID', 'PASS_ON_DISBURSEMENT', future, null, false],
    ['PAID', 'PASS_ON_DISBURSEMENT', recent, null, false],
    ['PAID', 'PASS_ON_DISBURSEMENT', longAgo, null, false],
  ] as const)('%s + %s (expired %s) → %s, payable %s', (status, cashFlowStatus, expiredAt, shown, payable) => {
    expect(billDisplayStatus({ status, cashFlowStatus, expiredAt }, now)?.status ?? null).toBe(shown);
    expect(billPayable({ status, cashFlowStatus })).toBe(payable);
  });
  it('covers every status × cash-flow status × due date combination', () => {
    const seen = new Set<string>();
    for (const status of BILL_STATUSES)
      for (const cashFlowStatus of CASH_FLOW_STATUSES)
        for (const expiredAt of [future, recent, exactlyADay, justOverADay, longAgo]) {
          const shown = billDisplayStatus({ status, cashFlowStatus, expiredAt }, now)?.status ?? null;
          const overdue = now - Date.parse(expiredAt) > DAY;
          const expected =
            cashFlowStatus === 'SUCCESS'
              ? 'SUCCESS'
              : cashFlowStatus === 'ALREADY_REPAYMENT'
                ? 'ON_CONFIRMATION'
                : status === 'NOTPAID'
                  ? overdue
                    ? 'JATUH_TEMPO'
                    : 'BELUM_BAYAR'
                  : null;
          expect(shown, `${status} ${cashFlowStatus} ${expiredAt}`).toBe(expected);
          seen.add(String(shown));
        }
    expect([...seen].sort()).toEqual(['BELUM_BAYAR', 'JATUH_TEMPO', 'ON_CONFIRMATION', 'SUCCESS', 'null']);
  });
  it('uses the current time when none is given', () => {
    const yesterdayAndMore = new Date(Date.now() - 2 * DAY).toISOString();
    expect(billDisplayStatus({ status: 'NOTPAID', cashFlowStatus: 'PASS_ON_DISBURSEMENT', expiredAt: yesterdayAndMore })?.status).toBe(
      'JATUH_TEMPO',
    );
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    expect(billDisplayStatus({ status: 'NOTPAID', cashFlowStatus: 'PASS_ON_DISBURSEMENT', expiredAt: tomorrow })?.status).toBe(
      'BELUM_BAYAR',
    );
  });
  it('colours and labels', () => {
    expect(billDisplayStatus({ status: 'NOTPAID', cashFlowStatus: 'PASS_ON_DISBURSEMENT', expiredAt: longAgo }, now)).toEqual({
      status: 'JATUH_TEMPO',
      label: 'Jatuh Tempo',
      color: 'red',
    });
    expect(billDisplayStatus({ status: 'NOTPAID', cashFlowStatus: 'PASS_ON_DISBURSEMENT', expiredAt: future }, now)).toEqual({
      status: 'BELUM_BAYAR',
      label: 'Belum Bayar',
      color: 'orange',
    });
    expect(billDisplayStatus({ status: 'NOTPAID', cashFlowStatus: 'ALREADY_REPAYMENT', expiredAt: future }, now)).toEqual({
      status: 'ON_CONFIRMATION',
      label: 'Sedang Konfirmasi',
      color: 'purple',
    });
    expect(billDisplayStatus({ status: 'PAID', cashFlowStatus: 'SUCCESS', expiredAt: future }, now)).toEqual({
      status: 'SUCCESS',
      label: 'Berhasil',
      color: 'green',
    });
  });
  it('the pay action is only for NOTPAID + PASS_ON_DISBURSEMENT', () => {
    for (const status of BILL_STATUSES)
      for (const cashFlowStatus of CASH_FLOW_STATUSES)
        expect(billPayable({ status, cashFlowStatus })).toBe(status === 'NOTPAID' && cashFlowStatus === 'PASS_ON_DISBURSEMENT');
  });
  it('VA banks are BCA, BNI, BRI and MANDIRI', () => {
    expect([...BILL_VA_BANKS]).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI']);
  });
});

describe('pay-later accounts and cash-out', () => {
  it('bank list: about 170 unique codes of at most 20 characters, with the big banks', () => {
    expect(SERPUL_BANKS.length).toBeGreaterThanOrEqual(160);
    expect(new Set(SERPUL_BANKS.map((b) => b.code)).size).toBe(SERPUL_BANKS.length);
    for (const b of SERPUL_BANKS) expect(b.code.length).toBeLessThanOrEqual(20);
    for (const c of ['BCA', 'BNI', 'BRI', 'MANDIRI', 'BTN', 'PERMATA']) expect(SERPUL_BANKS.some((b) => b.code === c)).toBe(true);
  });
  it('fee 6.500 except to BNI', () => {
    expect(bayartempoCashoutFee('BNI', 6500)).toBe(0);
    expect(bayartempoCashoutFee('bca', 6500)).toBe(6500);
  });
  it('add account: "Required." and "Max 20 characters"', () => {
    const r = addRekeningBody.safeParse({ bankNo: '', name: 'BCA' });
    expect(translate(r.error!.issues[0]!.message)).toBe('Required.');
    const m = addRekeningBody.safeParse({ bankNo: '1'.repeat(21), name: 'BCA' });
    expect(translate(m.error!.issues[0]!.message)).toBe('Max 20 characters');
    expect(addRekeningBody.parse({ bankNo: '1234567890', name: 'bca' })).toEqual({ bankNo: '1234567890', name: 'bca' });
  });
  it('cash-out: id from the label after #, both required', () => {
    expect(rekeningCashoutBody.parse({ id: '#12 BCA | 123', amount: '50000' })).toMatchObject({ id: 12, amount: 50_000 });
    const r = rekeningCashoutBody.safeParse({ id: '', amount: 0 });
    expect(r.success).toBe(false);
    expect(translate(r.error!.issues[0]!.message)).toBe('Rekening dan nominal tidak boleh kosong');
    expect(translate('loanConfirmPay', undefined, { no: 'KTR1' })).toBe('Yakin akan bayar kontrak KTR1?');
    expect(translate('creditPhotoTooLarge')).toBe('Ukuran foto tidak lebih dari 1 MB!');
  });
});
