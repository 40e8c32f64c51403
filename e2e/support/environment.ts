export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The staff account support/start-server.mjs creates before the server starts. */
export const E2E_ADMIN = { email: 'staff@e2e.test', password: 'staff-password-1', name: 'E2E Staff' };

/** The second shop: the same built server with Paystack keys, talking to the fake below. */
export const E2E_PAYSTACK_SHOP_PORT = E2E_PORT + 1;
export const E2E_PAYSTACK_SHOP_URL = `http://127.0.0.1:${E2E_PAYSTACK_SHOP_PORT}`;
/** support/fake-paystack-server.ts: Paystack's API for the second shop, and test-only calls. */
export const E2E_FAKE_PAYSTACK_PORT = E2E_PORT + 2;
export const E2E_FAKE_PAYSTACK_URL = `http://127.0.0.1:${E2E_FAKE_PAYSTACK_PORT}`;
/** Test-mode keys in the server's accepted shapes; the fake signs its webhooks with the secret one. */
export const E2E_PAYSTACK_KEYS = { publicKey: 'pk_test_e2e0000000000', secretKey: 'sk_test_e2e0000000000' };
/**
 * After how long the second shop's sweeper asks Paystack about a pending checkout: long
 * enough that a journey's own verify or webhook comes first, short enough to wait for.
 */
export const E2E_CONFIRM_AFTER_S = 4;

/** support/fake-africastalking-server.ts: Africa's Talking's SMS API for the first shop, and test-only calls. */
export const E2E_FAKE_AFRICASTALKING_PORT = E2E_PORT + 3;
export const E2E_FAKE_AFRICASTALKING_URL = `http://127.0.0.1:${E2E_FAKE_AFRICASTALKING_PORT}`;
/** The secret in the first shop's delivery-report URL (SMS_CALLBACK_SECRET). */
export const E2E_SMS_CALLBACK_SECRET = 'e2e-delivery-report-secret';

/** support/fake-smtp-server.ts: the second shop's mail server (SMTP_URL), and its test-only view of the mail. */
export const E2E_FAKE_SMTP_PORT = E2E_PORT + 4;
export const E2E_FAKE_SMTP_VIEW_PORT = E2E_PORT + 5;
export const E2E_FAKE_SMTP_VIEW_URL = `http://127.0.0.1:${E2E_FAKE_SMTP_VIEW_PORT}`;

/**
 * support/fake-whatsapp-server.ts: the WhatsApp Cloud API for the first shop (decision 0066), and
 * test-only calls that show what it received and post signed webhooks to the shop.
 */
export const E2E_FAKE_WHATSAPP_PORT = E2E_PORT + 6;
export const E2E_FAKE_WHATSAPP_URL = `http://127.0.0.1:${E2E_FAKE_WHATSAPP_PORT}`;
