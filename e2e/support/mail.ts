import { expect } from '@playwright/test';
import { REGISTRANT_PAGE_PATH } from '@brocante/shared';
import { E2E_BASE_URL, E2E_MAIL_WEB_URL } from './stack';

interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  text: string;
}

/** The private link in the e-mail `subject` to `address`, as the SMTP catcher received it. */
export async function linkIn(address: string, subject: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const emails = (await (await fetch(`${E2E_MAIL_WEB_URL}/email`)).json()) as CaughtEmail[];
    const email = emails.find((message) => message.subject === subject && message.to.some((to) => to.address === address));
    link = email?.text.match(new RegExp(`${E2E_BASE_URL}${REGISTRANT_PAGE_PATH}#[A-Za-z0-9_-]{43}`))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return link;
}
