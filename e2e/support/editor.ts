import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_STRAPI_URL } from './stack';

let token: Promise<string> | undefined;

/**
 * The editor's session in Strapi's panel API, signed in once per test process: the panel's sign-in
 * is limited per address and account (Strapi's own limiter), as a person would meet it.
 */
export async function editorHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  token ??= request
    .post(`${E2E_STRAPI_URL}/admin/login`, { data: { email: 'editeur@example.be', password: 'Brocante-2027' } })
    .then(async (login) => {
      expect(login.status()).toBe(200);
      return (await login.json()).data.token as string;
    });
  return { authorization: `Bearer ${await token}` };
}
