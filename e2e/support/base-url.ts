/** Where the e2e api listens (playwright.config.ts starts it there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The same server over IPv4 loopback, for calls the test process makes itself (the api listens on IPv4). */
export const E2E_LOOPBACK_URL = `http://127.0.0.1:${E2E_PORT}`;
