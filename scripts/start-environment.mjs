// What `npm start` hands the server beyond the caller's environment.

/**
 * `npm start` is the demo a fresh machine runs: without Paystack keys it allows the test
 * payment provider, which a server under NODE_ENV=production otherwise refuses to start with
 * (the server still warns at start-up that no money moves). An explicit ALLOW_TEST_PAYMENTS,
 * or a key of either kind, leaves the guard as the caller set it.
 *
 * @param {NodeJS.ProcessEnv} environment
 * @returns {{ environment: NodeJS.ProcessEnv, allowedTestPayments: boolean }}
 */
export function serverEnvironment(environment) {
  const hasKeys = Boolean(environment.PAYSTACK_PUBLIC_KEY || environment.PAYSTACK_SECRET_KEY);
  if (hasKeys || environment.ALLOW_TEST_PAYMENTS) return { environment, allowedTestPayments: false };
  return { environment: { ...environment, ALLOW_TEST_PAYMENTS: 'true' }, allowedTestPayments: true };
}
