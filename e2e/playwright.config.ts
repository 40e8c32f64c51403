import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_AT_API_KEY, FAKE_AT_USERNAME } from '../apps/server/test/helpers/fake-africastalking';
import {
  FAKE_WHATSAPP_APP_SECRET,
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  FAKE_WHATSAPP_VERIFY_TOKEN,
} from '../apps/server/test/helpers/fake-whatsapp';
import {
  E2E_BASE_URL,
  E2E_CONFIRM_AFTER_S,
  E2E_FAKE_AFRICASTALKING_URL,
  E2E_FAKE_PAYSTACK_URL,
  E2E_FAKE_SMTP_PORT,
  E2E_FAKE_SMTP_VIEW_URL,
  E2E_FAKE_WHATSAPP_URL,
  E2E_PAYSTACK_KEYS,
  E2E_PAYSTACK_SHOP_PORT,
  E2E_PAYSTACK_SHOP_URL,
  E2E_PORT,
  E2E_SMS_CALLBACK_SECRET,
} from './support/environment';

/** The system Chromium; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}. Install Debian's chromium or set CHROMIUM_PATH.`);
}

/**
 * Quiet hours (decision 0066) one hour long, twelve hours from now (Ghana time is UTC): a run
 * never falls in them, so back-in-stock notices and reminders go as soon as the job finds them.
 */
const twoDigits = (hour: number) => String(hour % 24).padStart(2, '0');
const quietHoursAwayFromNow = () => {
  const from = new Date().getUTCHours() + 12;
  return `${twoDigits(from)}-${twoDigits(from + 1)}`;
};

/**
 * The processes of a run: the two shops and the fakes of the services they call, each answering
 * at `url` once started.
 */
const servers = [
  // Africa's Talking's SMS API for the first shop (tests/phone-verification.spec.ts).
  {
    name: "fake Africa's Talking",
    command: 'npx tsx support/fake-africastalking-server.ts',
    url: `${E2E_FAKE_AFRICASTALKING_URL}/__e2e/health`,
    env: { E2E_PORT: String(E2E_PORT) },
  },
  // The WhatsApp Cloud API for the first shop (decision 0066): it also posts signed webhooks to it.
  {
    name: 'fake WhatsApp',
    command: 'npx tsx support/fake-whatsapp-server.ts',
    url: `${E2E_FAKE_WHATSAPP_URL}/__e2e/health`,
    env: { E2E_PORT: String(E2E_PORT) },
  },
  // The shop with the built-in test provider (no Paystack keys), texting and sending WhatsApp
  // through the fakes above.
  {
    name: 'shop',
    command: 'node support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    env: {
      PORT: String(E2E_PORT),
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: FAKE_AT_USERNAME,
      AT_API_KEY: FAKE_AT_API_KEY,
      SMS_SENDER_ID: 'KwikTech',
      SMS_API_BASE: E2E_FAKE_AFRICASTALKING_URL,
      SMS_CALLBACK_SECRET: E2E_SMS_CALLBACK_SECRET,
      WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_API_BASE: E2E_FAKE_WHATSAPP_URL,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP_VERIFY_TOKEN,
      MAIL_POLL_INTERVAL_S: '1',
      // The back-in-stock and cart-reminder jobs every second (tests/back-in-stock.spec.ts).
      REMINDER_INTERVAL_S: '1',
      QUIET_HOURS: quietHoursAwayFromNow(),
    },
  },
  // Paystack's API for the second shop (tests/customer-paystack.spec.ts).
  {
    name: 'fake Paystack',
    command: 'npx tsx support/fake-paystack-server.ts',
    url: `${E2E_FAKE_PAYSTACK_URL}/__e2e/health`,
    env: { E2E_PORT: String(E2E_PORT) },
  },
  // The second shop's mail server (tests/password-reset.spec.ts reads the links it received).
  {
    name: 'fake SMTP',
    command: 'npx tsx support/fake-smtp-server.ts',
    url: `${E2E_FAKE_SMTP_VIEW_URL}/__e2e/health`,
    env: { E2E_PORT: String(E2E_PORT) },
  },
  // The second shop: Paystack keys, the fake's address, a sweeper that runs every second, and
  // a mail server, so its e-mails are sent (the first shop keeps them in the outbox).
  {
    name: 'Paystack shop',
    command: 'node support/start-server.mjs',
    url: `${E2E_PAYSTACK_SHOP_URL}/api/health`,
    env: {
      PORT: String(E2E_PAYSTACK_SHOP_PORT),
      PAYSTACK_PUBLIC_KEY: E2E_PAYSTACK_KEYS.publicKey,
      PAYSTACK_SECRET_KEY: E2E_PAYSTACK_KEYS.secretKey,
      PAYSTACK_API_BASE: E2E_FAKE_PAYSTACK_URL,
      CHECKOUT_SWEEP_INTERVAL_S: '1',
      CHECKOUT_CONFIRM_AFTER_S: String(E2E_CONFIRM_AFTER_S),
      SMTP_URL: `smtp://127.0.0.1:${E2E_FAKE_SMTP_PORT}`,
      MAIL_POLL_INTERVAL_S: '1',
    },
  },
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Three browsers on CI's two cores: a journey waits on the shops (a sweeper, a poll, a
  // hydration) much of its time. From the first test to the last, the 139 took 462 s with two,
  // 381 and 432 s with three (the machine shared with other work in the second).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every test took a fifth of the run's time (30 journeys: 148 s with
    // traces, 114 to 117 s without). In CI, where a failed test runs again, the second run
    // records one; elsewhere a failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Playwright's page.route does not see what a service worker fetches: the journeys that
    // stub the API run without the shop's worker; the offline specs allow it (decision 0032).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Started together rather than one after another (support/start-servers.mjs).
    command: 'node support/start-servers.mjs',
    wait: { stdout: /every server answers/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(servers) },
  },
});
