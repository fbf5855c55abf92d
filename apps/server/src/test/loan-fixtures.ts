import { expect } from 'vitest';
import { otherAdmin, type TestTenant } from './factories.js';
import { multipartBody, png } from './images.js';
import type { TestApp } from './test-app.js';

/** A loan photo uploaded through the API (a 64×48 PNG unless given). */
export async function uploadPhoto(app: TestApp, t: TestTenant, data?: Buffer) {
  const body = multipartBody([{ name: 'file', filename: 'ktp.png', contentType: 'image/png', data: data ?? (await png(64, 48)) }]);
  return app.inject({ method: 'POST', url: '/api/irmacapital/photo', headers: { ...t.headers, ...body.headers }, payload: body.payload });
}

/** A complete loan application body, its three photos uploaded first. */
export async function application(app: TestApp, t: TestTenant) {
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await uploadPhoto(app, t);
    expect(r.statusCode, r.body).toBe(200);
    ids.push(r.json().data.id);
  }
  return {
    name: 'Budi Santoso',
    ktp: '3171234567890001',
    address: 'Jl. Merdeka No. 1, Jakarta',
    phone: '081234567890',
    imagektp: ids[0],
    imageselfie: ids[1],
    imagebusiness: ids[2],
    businessname: 'Toko Budi Jaya',
    jenisusaha: 'Konter pulsa',
    businessaddress: 'Jl. Pasar Baru No. 2',
    provinsi: { province_id: '31', province: 'DKI JAKARTA' },
    city: { city_id: '31.71', city_name: 'KOTA ADM. JAKARTA PUSAT' },
    district: { subdistrict_id: '31.71.01', subdistrict_name: 'Gambir' },
    businesswebsite: 'tokobudi.id',
    businessphone: '0211234567',
    businessyear: 2015,
    businesscapital: 25_000_000,
    businesscustomer: 300,
    businessturnover: 15_000_000,
    businessprofit: 3_000_000,
  };
}

/** A server with an approved loan of `limit` (through the real application and decision). */
export async function approvedLoan(app: TestApp, t: TestTenant, admin: TestTenant, limit?: number) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/irmacapital/loan/request',
    headers: t.headers,
    payload: await application(app, t),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const decide = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/irmacapital/request/${sent.json().data.id}/decide`,
      headers,
      payload: { approve: true, ...(limit ? { creditlimit: limit } : {}) },
    });
  let decided = await decide(admin.headers);
  // A limit above the default policy's first tier takes a second administrator.
  if (decided.json().data?.status === 'awaiting') decided = await decide((await otherAdmin(app, admin)).headers);
  expect(decided.statusCode, decided.body).toBe(200);
  expect(decided.json().data.status).toBe(1);
  return sent.json().data.id as number;
}
