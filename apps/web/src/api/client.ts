import { type AnswerSchema, createApiClient } from '@shop/shared/api-client';
import { getAuthToken } from '../lib/auth-token';

/**
 * The storefront's one API client (the shared one of @shop/shared/api-client), sending the
 * shopper's token from localStorage with every request.
 *
 * Every request file passes `schema: import.meta.env.DEV ? schema : undefined`: development
 * and the component tests check each answer against the contract, while the production build
 * folds the condition away, so zod and the schemas stay out of the shopper's download (about
 * 30 KB gzipped, a fifth of the budget of /; docs/decisions/0005). The condition must be
 * written at each call: behind a helper the schema would still be imported, and bundled.
 */
export const apiRequest = createApiClient({
  token: getAuthToken,
  fetch: (url, init) => (serverTransport ?? fetch)(url, init),
});

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let serverTransport: Transport | undefined;

/**
 * Server rendering only: how requests reach the API from inside the server, where there is no
 * page origin and no token (every server-rendered page is a public one).
 */
export function setServerTransport(transport: Transport): void {
  serverTransport = transport;
}

/** The answer type a schema of @shop/shared describes, for answers without a named type. */
export type Answer<Schema> = Schema extends AnswerSchema<infer T> ? T : never;
