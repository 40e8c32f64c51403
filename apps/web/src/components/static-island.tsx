import { type MouseEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { claimServerRenderedIsland, ISLAND_ATTRIBUTE } from '../lib/static-islands';

/** Keeps the server's DOM: Preact neither diffs nor replaces what it holds while it hydrates. */
const KEEP_SERVER_DOM = { __html: '' };

/**
 * A part of the page with nothing to hydrate (text, pictures and links only). Rendered as usual
 * on the server and on a client-side visit; when the browser takes over the server's page it is
 * kept as the server sent it (lib/static-islands.ts), and its links still move through the
 * router. `id` must be unique on the page. The wrapper is `display: contents`, so the layout is
 * the children's own.
 */
export function StaticIsland({ id, children }: { id: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [kept] = useState(() => claimServerRenderedIsland(id));
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/admin')) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  const attributes = { [ISLAND_ATTRIBUTE]: id, className: 'contents' };
  return kept ? (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions lint/security/noDangerouslySetInnerHtml: an empty string, never content: it keeps the server's DOM; the keyboard reaches the links inside, whose Enter is a click
    <div {...attributes} onClick={followLink} dangerouslySetInnerHTML={KEEP_SERVER_DOM} />
  ) : (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as above
    <div {...attributes} onClick={followLink}>
      {children}
    </div>
  );
}
