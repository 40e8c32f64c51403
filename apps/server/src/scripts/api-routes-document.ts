// docs/api-routes.md is made from the server's own OpenAPI document (decision 0058): a route
// table typed by hand missed routes as they were added, this one cannot.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';

export const API_ROUTES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/api-routes.md',
);

export interface Operation {
  tags?: string[];
  security?: unknown[];
  description?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
}
export interface ApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHOD_ORDER = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

/** Who may call an operation, from the guard note plugins/api-document writes into it. */
function accessOf(operation: Operation): string {
  if (!operation.security) return 'anyone';
  return operation.description?.includes('Staff only') ? 'staff' : 'signed in';
}

/** What a call takes besides its path's own parameters: the query's and the body's fields. */
function takesOf(operation: Operation): string {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const parts = query.length > 0 ? [`query: ${query.map((parameter) => parameter.name).join(', ')}`] : [];
  for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    const fields = Object.keys(schema?.properties ?? {});
    parts.push(fields.length > 0 ? `body: ${fields.join(', ')}` : `body: ${mediaType}`);
  }
  return parts.join('; ');
}

/** The markdown page of every route in the document, by tag in the document's order, then by path. */
export function apiRoutesMarkdown(document: ApiDocument): string {
  const rows = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      url,
      method,
      operation,
      tag: operation.tags?.[0] ?? '',
    })),
  );
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const tags = [...new Set([...tagOrder, ...rows.map((row) => row.tag)])].filter((tag) =>
    rows.some((row) => row.tag === tag),
  );
  const lines = [
    '# API routes',
    '',
    "Made by `npm run docs:routes` from the OpenAPI document the server writes from its routes'",
    'schemas (`/api/openapi.json`, decision 0022); `apps/server/test/api-routes-doc.test.ts` fails',
    "when this page is stale. Do not edit it by hand. Each call's parameters, bodies and answers",
    'are in that document and on `/api/docs`. Every refusal answers `{success:false, message}`.',
    'Made from the settings of an empty environment, as `npm start` runs the demo: `GET /metrics`',
    'exists only with `METRICS_TOKEN` and `/demo-mailbox` only outside production.',
    '',
    `${rows.length} calls.`,
  ];
  for (const tag of tags) {
    const description = document.tags?.find((entry) => entry.name === tag)?.description;
    lines.push('', `## ${tag}`, '');
    if (description) lines.push(description, '');
    lines.push('| method | path | who | takes | answers |', '|---|---|---|---|---|');
    const ofTag = rows
      .filter((row) => row.tag === tag)
      .sort(
        (a, b) =>
          a.url.localeCompare(b.url) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
      );
    for (const { url, method, operation } of ofTag) {
      const answers = Object.keys(operation.responses ?? {}).join(', ');
      lines.push(
        `| ${method.toUpperCase()} | \`${url}\` | ${accessOf(operation)} | ${takesOf(operation)} | ${answers} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The page as the server of this checkout would write it: the app built with the defaults of an
 * empty environment (no optional routes switched on), on an embedded database of its own unless
 * one is given (the test's, migrated already).
 */
export async function currentApiRoutesMarkdown(
  options: Pick<BuildOptions, 'database' | 'skipMigrations'> = {},
): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-routes-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    logLevel: 'silent' as const,
    checkoutSweepIntervalS: 0,
    sessionSweepIntervalS: 0,
    mailPollIntervalS: 0,
  };
  const app = await buildApp(config, { ...options, logger: false });
  try {
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    return apiRoutesMarkdown(answer.json());
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
