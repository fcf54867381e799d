import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config/index';
import { createMailer } from '../../../src/messaging/create-transports';
import { silentLog } from '../../helpers/silent-log';

const base = { SMTP_PORT: 587, SMTP_FROM: 'Ijara <no-reply@ijara.kg>' };
const configOf = (values: Record<string, unknown>) => ({ ...base, ...values }) as unknown as Config;

describe('createMailer', () => {
  it('keeps e-mail in the dev mailbox outside production without SMTP', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const { mailer, mailbox } = createMailer(configOf({ NODE_ENV }), silentLog());
      expect(mailer.name).toBe('dev');
      expect(mailbox).not.toBeNull();
    }
  });

  it('never keeps a dev mailbox in production: without SMTP nothing is sent', () => {
    const { mailer, mailbox } = createMailer(configOf({ NODE_ENV: 'production' }), silentLog());
    expect([mailer.name, mailbox]).toEqual(['off', null]);
  });

  it('sends through SMTP whenever it is configured', () => {
    for (const NODE_ENV of ['development', 'production']) {
      const { mailer, mailbox } = createMailer(
        configOf({ NODE_ENV, SMTP_URL: 'smtp://u:p@127.0.0.1:2525' }),
        silentLog(),
      );
      expect([mailer.name, mailbox]).toEqual(['smtp', null]);
    }
  });
});
