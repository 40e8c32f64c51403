import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { TestSmtpServer } from '../../../test/helpers/smtp';
import { loadConfig } from '../../config';
import { backupSpaceFinding, checkBackups } from './backups';
import { checkProductionMode, readConfiguration } from './configuration';
import { type DoctorCheck, type Finding, maskSecret } from './finding';
import { checkNodeVersion } from './node-version';
import { checkPaystack } from './paystack';
import { checkPublicUrl } from './public-url';
import { checkRedis } from './redis';
import { checkSmtp } from './smtp';
import { checkTexts } from './texts';

const LIVE_SECRET = 'sk_live_4f9c2b7e1a0d3c5b8e6f1234';
const LIVE_PUBLIC = 'pk_live_0a1b2c3d4e5f6a7b8c9d';

/** One check on the settings `environment` would give the server (no database). */
const run = (check: DoctorCheck, environment: Record<string, string>) =>
  check({ config: loadConfig(environment), environment, database: undefined });

const levels = (findings: Finding[]) => findings.map((finding) => finding.level);
const texts = (findings: Finding[]) => findings.map((finding) => finding.text).join('\n');

describe('npm run doctor, each check on its own', () => {
  it('fails a Node.js older than package.json engines asks', () => {
    expect(checkNodeVersion('20.19.0', '>=20.19').level).toBe('ok');
    expect(checkNodeVersion('22.1.0', '>=20.19').level).toBe('ok');
    const old = checkNodeVersion('20.18.3', '>=20.19');
    expect(old.level).toBe('fix');
    expect(old.text).toContain('20.18.3');
  });

  it('names the bad setting in one line, as the server’s start does', () => {
    const { config, finding } = readConfiguration({ PORT: 'eighty' });
    expect(config).toBeUndefined();
    expect(finding.level).toBe('fix');
    expect(finding.text).toContain('PORT');
  });

  it('advises NODE_ENV=production', () => {
    expect(checkProductionMode(loadConfig({})).level).toBe('advice');
    expect(checkProductionMode(loadConfig({ NODE_ENV: 'production' })).level).toBe('ok');
  });

  it('fails a Redis that does not answer, advises one when unset', async () => {
    expect(levels(await run(checkRedis, {}))).toEqual(['advice']);
    const silent = await run(checkRedis, { REDIS_URL: 'redis://:hunter2secret@127.0.0.1:9' });
    expect(levels(silent)).toEqual(['fix']);
    expect(texts(silent)).not.toContain('hunter2secret');
  });

  it('fails PUBLIC_URL unset, and http in production', async () => {
    expect(levels(await run(checkPublicUrl, {}))).toEqual(['fix']);
    expect(
      levels(await run(checkPublicUrl, { PUBLIC_URL: 'http://shop.example.com', NODE_ENV: 'production' })),
    ).toEqual(['fix']);
    expect(levels(await run(checkPublicUrl, { PUBLIC_URL: 'https://shop.example.com' }))).toEqual(['ok']);
  });

  describe('Paystack', () => {
    let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
    beforeAll(async () => {
      paystack = await startFakePaystack({ secretKey: LIVE_SECRET });
    });
    afterAll(() => paystack.close());
    const keys = (secret: string, publicKey: string) => ({
      PAYSTACK_SECRET_KEY: secret,
      PAYSTACK_PUBLIC_KEY: publicKey,
      PAYSTACK_API_BASE: paystack.url,
      PUBLIC_URL: 'https://shop.example.com',
    });

    it('fails without keys: the test provider takes the orders', async () => {
      const findings = await run(checkPaystack, {});
      expect(levels(findings)).toEqual(['fix']);
      expect(texts(findings)).toContain('test payment provider');
    });

    it('fails a live key Paystack answers 401, and never prints it whole', async () => {
      const wrong = 'sk_live_000000000000000099999';
      const findings = await run(checkPaystack, keys(wrong, LIVE_PUBLIC));
      expect(levels(findings)).toEqual(['fix', 'advice']);
      expect(texts(findings)).toContain('401');
      expect(texts(findings)).toContain('sk_live_…9999');
      expect(texts(findings)).not.toContain(wrong);
    });

    it('passes the live key Paystack takes, and names the webhook URL to set', async () => {
      const findings = await run(checkPaystack, keys(LIVE_SECRET, LIVE_PUBLIC));
      expect(levels(findings)).toEqual(['ok', 'advice']);
      expect(texts(findings)).toContain('https://shop.example.com/api/payments/webhook');
      expect(texts(findings)).not.toContain(LIVE_SECRET);
      // The key was tried with a read that moves no money.
      expect(paystack.requests.at(-1)).toMatchObject({
        method: 'GET',
        authorization: `Bearer ${LIVE_SECRET}`,
      });
    });

    it('advises that test keys move no real money', async () => {
      const testPaystack = await startFakePaystack();
      try {
        const findings = await run(checkPaystack, {
          ...keys('sk_test_abcdef0123456789', 'pk_test_abcdef0123456789'),
          PAYSTACK_API_BASE: testPaystack.url,
        });
        expect(levels(findings)).toEqual(['ok', 'advice', 'advice']);
        expect(texts(findings)).toContain('no real money moves');
      } finally {
        await testPaystack.close();
      }
    });
  });

  describe('SMTP', () => {
    const smtp = new TestSmtpServer();
    beforeAll(() => smtp.start());
    afterAll(() => smtp.stop());

    it('fails SMTP_URL unset: e-mails kept unsent', async () => {
      const findings = await run(checkSmtp, { NODE_ENV: 'production' });
      expect(levels(findings)).toEqual(['fix']);
      expect(texts(findings)).toContain('kept unsent');
    });

    it('passes a server that takes the connection', async () => {
      expect(levels(await run(checkSmtp, { SMTP_URL: smtp.url }))).toEqual(['ok']);
    });

    it('fails a login the server refuses, with its answer and without the password', async () => {
      const findings = await run(checkSmtp, { SMTP_URL: `smtp://shop:mailpassword9@127.0.0.1:${smtp.port}` });
      expect(levels(findings)).toEqual(['fix']);
      // The test server takes no login at all: its own words are shown.
      expect(texts(findings)).toContain('535 Authentication not implemented');
      expect(texts(findings)).not.toContain('mailpassword9');
    });
  });

  it('fails SMS settings Africa’s Talking would refuse, advises unset ones', async () => {
    const unset = await run(checkTexts, {});
    expect(levels(unset)).toEqual(['advice', 'advice']);
    expect(texts(unset)).toContain('kept unsent');
    const sandboxOnLive = await run(checkTexts, {
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'atsk_0123456789abcdef',
    });
    expect(levels(sandboxOnLive)).toEqual(['fix', 'advice', 'advice']);
    expect(texts(sandboxOnLive)).toContain('SMS_CALLBACK_SECRET unset');
    expect(texts(sandboxOnLive)).not.toContain('atsk_0123456789abcdef');
    const live = await run(checkTexts, {
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'kwiktech',
      AT_API_KEY: 'atsk_0123456789abcdef',
      SMS_CALLBACK_SECRET: 'delivery-reports-secret-01',
      WHATSAPP_TOKEN: 'EAAG0123456789abcdefghij',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: '0123456789abcdef0123',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
    });
    expect(levels(live)).toEqual(['ok', 'ok']);
    expect(texts(live)).not.toContain('EAAG0123456789abcdefghij');
  });

  describe('backups', () => {
    const folder = () => mkdtempSync(path.join(os.tmpdir(), 'shop-doctor-backups-'));

    it('fails BACKUP_DIR unset', async () => {
      const findings = await run(checkBackups, { DATA_DIR: folder() });
      expect(levels(findings)).toEqual(['fix']);
      expect(texts(findings)).toContain('no automatic backups');
    });

    it('fails a folder nothing can be written in', async () => {
      const file = path.join(folder(), 'a-file');
      writeFileSync(file, '');
      const findings = await run(checkBackups, {
        DATA_DIR: folder(),
        BACKUP_DIR: path.join(file, 'backups'),
      });
      expect(findings[0]).toMatchObject({ level: 'fix', text: expect.stringContaining('not writable') });
    });

    it('fails when no backup finished within BACKUP_EVERY_HOURS and a day', async () => {
      const backups = folder();
      const environment = { DATA_DIR: folder(), BACKUP_DIR: backups };
      expect((await run(checkBackups, environment)).at(-1)).toMatchObject({
        level: 'fix',
        text: expect.stringContaining('No backup'),
      });
      const old = path.join(backups, 'shop-backup-2026-11-20T02-00-00-000Z.tar.gz');
      writeFileSync(old, 'backup');
      const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
      utimesSync(old, threeDaysAgo, threeDaysAgo);
      expect((await run(checkBackups, environment)).at(-1)).toMatchObject({
        level: 'fix',
        text: expect.stringContaining('more than 48 hours'),
      });
      writeFileSync(path.join(backups, 'shop-backup-2026-11-29T02-00-00-000Z.tar.gz'), 'backup');
      expect(levels(await run(checkBackups, environment))).toEqual(['ok', 'ok', 'ok']);
    });

    it('fails free space under three backups or 1 GB', () => {
      const gigabyte = 1024 ** 3;
      expect(backupSpaceFinding(0.5 * gigabyte, 1024).level).toBe('fix');
      expect(backupSpaceFinding(5 * gigabyte, 2 * gigabyte).level).toBe('fix');
      expect(backupSpaceFinding(7 * gigabyte, 2 * gigabyte).level).toBe('ok');
    });
  });

  it('masks keys to their kind and last four characters', () => {
    expect(maskSecret('sk_live_4f9c2b7e1a0d3c5b8e6f1234')).toBe('sk_live_…1234');
    expect(maskSecret('short')).toBe('…');
  });
});
