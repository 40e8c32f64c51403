import { test as base, type ConsoleMessage, expect } from '@playwright/test';

export { expect };

/** Chromium's console text for a Content-Security-Policy violation, whatever the wording. */
const CSP_MESSAGE = /Content Security Policy|Refused to (load|apply|execute|evaluate|frame|connect)/i;

/** What the page reported in the browser, in the order it happened. */
interface Problem {
  kind: 'console error' | 'CSP violation' | 'uncaught error';
  text: string;
  url?: string;
}

/** A console error the test provokes on purpose: its text, and optionally the URL it names. */
interface Allowance {
  text: RegExp;
  url?: RegExp;
}

export interface PageGuard {
  /**
   * Lets this test's console errors that match `text` (and whose location matches `url`)
   * through, e.g. the "Failed to load resource" line of a 409 the test makes the server
   * answer. A CSP violation is never let through.
   */
  allowConsoleError(text: RegExp, url?: RegExp): void;
}

/** The console line Chromium writes for an answer with an error status. */
export const failedLoad = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

/** The console line Chromium writes for a request that got no answer (route.abort). */
export const unansweredLoad = /^Failed to load resource: net::ERR_/;

declare global {
  interface Window {
    __e2eReportCspViolation?: (violation: string) => void;
  }
}

/**
 * Every test fails on a console error, an uncaught error or a CSP violation in any page
 * of its browser context (the server's Content-Security-Policy, decision 0008). Violations are
 * caught twice: Chromium's console line, and the `securitypolicyviolation` event, which an
 * init script hands to the test.
 */
export const test = base.extend<{ pageGuard: PageGuard }>({
  /**
   * The storefront's pages arrive rendered by the server and answer clicks once the browser
   * has hydrated them (`<html data-hydrated>`): goto and reload of a storefront page wait for it,
   * as a shopper's thumb waits for a page that has loaded. The admin site renders in the
   * browser and is not waited for, nor are the API's pages (/api/docs).
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const waitForHydration = async () => {
      const path = new URL(page.url()).pathname;
      const notStorefront = path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/');
      if (!javaScriptEnabled || notStorefront) return;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration();
      return response;
    };
    await use(page);
  },
  pageGuard: [
    async ({ context }, use) => {
      const problems: Problem[] = [];
      const allowances: Allowance[] = [];
      const allowed = (message: ConsoleMessage) =>
        allowances.some(
          (allowance) =>
            allowance.text.test(message.text()) &&
            (!allowance.url || allowance.url.test(message.location().url)),
        );

      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const url = message.location().url || undefined;
        if (CSP_MESSAGE.test(text)) problems.push({ kind: 'CSP violation', text, url });
        else if (!allowed(message)) problems.push({ kind: 'console error', text, url });
      });
      context.on('weberror', (error) => {
        problems.push({ kind: 'uncaught error', text: String(error.error()), url: error.page()?.url() });
      });
      await context.exposeFunction('__e2eReportCspViolation', (violation: string) => {
        problems.push({ kind: 'CSP violation', text: violation });
      });
      await context.addInitScript(() => {
        window.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
            window.__e2eReportCspViolation?.(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} on ${event.documentURI}` +
                (event.sample ? ` (${event.sample})` : ''),
            );
          },
          true,
        );
      });

      await use({ allowConsoleError: (text, url) => allowances.push({ text, url }) });

      expect(problems, 'console errors, uncaught errors and CSP violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});
