import { expect } from '@playwright/test';
import { DEV_MAIL_PATH, ZDevMailResponse } from '../../packages/contract/src/index';
import { E2E_LOOPBACK_URL } from '../support/base-url';

/** A fresh address for one test (the api's e-mail rule takes word characters and dots). */
export function uniqueEmail(): string {
  return `aidai.${Date.now()}${Math.floor(Math.random() * 1_000)}@example.kg`;
}

/**
 * The verification link of the newest e-mail the dev mailer "sent" to `to`, as a path of the site.
 * Read from this process: the mailbox answers only this machine without a proxy header.
 */
export async function readVerificationLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${E2E_LOOPBACK_URL}${DEV_MAIL_PATH}?to=${encodeURIComponent(to)}`);
      const { messages } = ZDevMailResponse.parse(await response.json());
      link = /https?:\/\/\S+\/verify-email\/\?token=[\w-]+/.exec(messages[0]?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
