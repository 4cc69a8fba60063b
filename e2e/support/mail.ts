import { expect } from '@playwright/test';
import { SITE_ROUTES, type Language } from '@brocante/shared';
import { E2E_BASE_URL, E2E_MAIL_WEB_URL } from './stack';

/** A message as the SMTP catcher's web API lists it. */
export interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  text: string;
  html?: string;
  /** MailDev's names: an inline image's `contentId` is what the HTML's `cid:` names. */
  attachments?: { fileName: string; contentType: string; contentId?: string }[];
}

/** The e-mail `subject` to `address`, once the SMTP catcher has received it. */
export async function emailTo(address: string, subject: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect(async () => {
    const emails = (await (await fetch(`${E2E_MAIL_WEB_URL}/email`)).json()) as CaughtEmail[];
    found = emails.find((message) => message.subject === subject && message.to.some((to) => to.address === address));
    expect(found, `an e-mail « ${subject} » to ${address}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The private link an e-mail carries: to the registrant's page in `language` (the registrant's), with its key. */
export function privateLinkOf(email: CaughtEmail, language: Language = 'fr'): string {
  return email.text.match(new RegExp(`${E2E_BASE_URL}${SITE_ROUTES.myRegistration[language]}#[A-Za-z0-9_-]{43}`))?.[0] ?? '';
}

/** The private link in the e-mail `subject` to `address`, as the SMTP catcher received it; `language` is the registrant's. */
export async function linkIn(address: string, subject: string, language: Language = 'fr'): Promise<string> {
  const link = privateLinkOf(await emailTo(address, subject), language);
  expect(link, `a link to ${SITE_ROUTES.myRegistration[language]} in « ${subject} »`).not.toBe('');
  return link;
}
