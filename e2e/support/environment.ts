export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The staff account support/start-server.mjs creates before the server starts. */
export const E2E_ADMIN = { email: 'staff@e2e.test', password: 'staff-password-1', name: 'E2E Staff' };
