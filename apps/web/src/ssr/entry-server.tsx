import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setServerTransport } from '../api/client';
import { PAGE_DATA_ELEMENT_ID, serialisePageData } from '../app/page-data-script';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes, pageSourcesOf } from '../app/routes';
import { createPageHead, PageHeadContext } from '../lib/page-head';
import { fillHead, jsonForScript } from './document-head';
import { type BuildManifest, pageChunkLinks, readBuiltManifest } from './page-chunks';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** The path and query string asked for. */
  url: string;
  /** The shop's own origin, for the absolute addresses crawlers need. */
  origin: string;
  /** The built index.html: its head names the scripts and styles of the build. */
  template: string;
  /** How the page's data is asked of the API, from inside the server. */
  transport: Transport;
  signal?: AbortSignal;
  /** The browser build's manifest, which names each page's chunks; the built one by default. */
  manifest?: BuildManifest;
}

export type RenderedPage = { status: number; html: string } | { status: number; redirect: string };

const ROOT_ELEMENT = '<div id="root"></div>';
/** A page whose render has not finished by then is sent as the bare frame, rendered in the browser. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * A storefront page rendered on the server: React Router's static handler runs the page's
 * loader, which fills a query client for this request; React renders from it, and the HTML
 * goes out in the built index.html with that client's cache beside it for the browser to
 * hydrate from.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  setServerTransport(request.transport);
  const queryClient = createQueryClient({ navigate: () => {}, retry: false });
  const handler = createStaticHandler(createRoutes(queryClient));
  const fetchRequest = new Request(new URL(request.url, request.origin), { signal: request.signal });
  const context = await handler.query(fetchRequest);
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const head = createPageHead();

  const html = await new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <PageHeadContext.Provider value={head}>
          <AppProviders queryClient={queryClient}>
            {/* The browser reads the router's state from its own URL; only the query cache is handed over. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageHeadContext.Provider>
      </StrictMode>,
      {
        // Everything is awaited before the first byte, so the HTML is whole without JavaScript
        // and needs no inline script to put late parts in place (the CSP allows none).
        // One chunk: no part of the page is sent apart and moved into place by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          stream.pipe(collect(resolve, reject));
        },
        onShellError: reject,
        onError(error) {
          // Logged by the server; the part that failed is rendered again in the browser.
          if (!request.signal?.aborted) console.error(error);
        },
      },
    );
    setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
  });

  const path = new URL(request.url, request.origin).pathname;
  const { hoisted, body } = splitHoistedResources(html);
  const manifest = request.manifest ?? readBuiltManifest();
  const chunks = manifest ? pageChunkLinks(manifest, pageSourcesOf(context.matches)) : '';
  const document = fillHead(request.template, head, request.origin, path).replace(
    '</head>',
    `${hoisted}${chunks}</head>`,
  );
  const rootAt = document.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error(`The template has no ${ROOT_ELEMENT}`);
  const before = `${document.slice(0, rootAt)}<div id="root">`;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(
    serialisePageData(queryClient),
  )}</script>`;
  const after = `</div>${data}${document.slice(rootAt + ROOT_ELEMENT.length)}`;

  queryClient.clear();
  return { status: head.status, html: before + body + after };
}

/** The `<link>` elements React puts first in what it renders, before the app's own HTML. */
const HOISTED_RESOURCES = /^(?:<link\b[^>]*>)+/;

/**
 * React hoists the resources a page asks for (the preload of its first, eager picture) to the
 * start of its output. They belong in the head, where the browser finds them sooner; left in
 * the root, Preact meets them before the app's first element while it hydrates and moves the
 * whole page past them, which on a phone re-lays out every element (decision 0039).
 */
function splitHoistedResources(html: string): { hoisted: string; body: string } {
  const hoisted = HOISTED_RESOURCES.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/**
 * The rendered HTML as one string: the page is sent whole, so the server compresses it like
 * any other answer (a product page is about 60 KB before compression).
 */
function collect(resolve: (html: string) => void, reject: (error: Error) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      resolve(Buffer.concat(chunks).toString('utf8'));
      done();
    },
    destroy(error, done) {
      if (error) reject(error);
      done(error);
    },
  });
}
