import type { APIRequestContext } from '@playwright/test';
import { pathOf, waitForMail } from './mail';
import { expect, uniqueEmail } from './test';

/** The client basic credential the server writes into index.html, as the console's own calls send it. */
export async function clientHeaders(request: APIRequestContext) {
  const credential = (await (await request.get('/login')).text()).match(/name="konsol-client" content="([^"]+)"/)?.[1];
  expect(credential, 'the server writes the client credential into index.html').toBeTruthy();
  return { authorization: `Basic ${credential}` };
}

/** An active account of its own (registered and activated through the API), so its password can change. */
export async function freshAccount(request: APIRequestContext, baseURL: string, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = 'first-pass-1';
  const headers = await clientHeaders(request);
  const since = Date.now();
  const reg = await request.post(`${baseURL}/api/register`, {
    headers,
    data: { name: 'Toko Uji Coba', email, phone: '081311112222', password, confmpassword: password },
  });
  expect(reg.ok()).toBeTruthy();
  const token = pathOf(await waitForMail(email, /(\S+\/activate\/\S+)/, { since }))
    .split('/')
    .pop();
  expect((await request.post(`${baseURL}/api/activate`, { headers, data: { token } })).ok()).toBeTruthy();
  return { email, password };
}
