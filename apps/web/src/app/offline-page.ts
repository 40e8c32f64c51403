import { formatGhs } from '@shop/shared/money';
import { OFFLINE_PAGE_TEXT } from '@shop/shared/offline';
import { paths } from '../lib/paths';
import { readVisitedProducts, visitedPicturePath } from '../lib/visited-products';
import '../index.css';

/**
 * offline.html: what the service worker answers for a page this browser never opened, while
 * there is no connection (decision 0032). It lists the products the shopper opened, whose
 * pages the worker kept, so the shop stays useful. Plain DOM, no framework: it is a few
 * kilobytes and needs nothing else to show.
 */
function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  text?: string,
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A drawn picture frame (a box with a mountain and a sun), for a picture the phone does not hold. */
function picturePlaceholder() {
  const frame = element('span', 'flex h-16 w-16 shrink-0 items-center justify-center rounded bg-slate-100');
  frame.dataset.testid = 'picture-placeholder';
  const drawing = document.createElementNS(SVG_NAMESPACE, 'svg');
  drawing.setAttribute('viewBox', '0 0 24 24');
  drawing.setAttribute('width', '32');
  drawing.setAttribute('height', '32');
  drawing.setAttribute('aria-hidden', 'true');
  drawing.setAttribute('fill', 'none');
  drawing.setAttribute('stroke', '#94a3b8');
  drawing.setAttribute('stroke-width', '1.5');
  for (const shape of [
    'M3 5h18v14H3z',
    'M3 17l5-5 4 4 3-3 6 6',
    'M17.5 9a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0',
  ]) {
    const path = document.createElementNS(SVG_NAMESPACE, 'path');
    path.setAttribute('d', shape);
    drawing.append(path);
  }
  frame.append(drawing);
  return frame;
}

function visitedProductItem(product: ReturnType<typeof readVisitedProducts>[number]) {
  const item = element('li', '');
  const link = element(
    'a',
    'flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 p-2 hover:bg-slate-50',
  );
  link.href = paths.product(product.id);
  if (product.image) {
    const image = element('img', 'h-16 w-16 shrink-0 object-contain');
    // A picture the worker did not keep (opened before it was kept, or evicted) is drawn instead
    // of showing the browser's broken-picture sign.
    image.addEventListener('error', () => image.replaceWith(picturePlaceholder()), { once: true });
    image.src = visitedPicturePath(product.image);
    image.alt = '';
    image.width = 64;
    image.height = 64;
    link.append(image);
  } else {
    link.append(picturePlaceholder());
  }
  const text = element('span', 'flex flex-col');
  text.append(
    element('span', 'font-medium', product.name),
    element('span', 'font-bold', formatGhs(product.price)),
  );
  link.append(text);
  item.append(link);
  return item;
}

/** Fills offline.html's `<main>`; exported for the tests, which have no offline.html. */
export function showOfflinePage(main: HTMLElement): void {
  document.title = OFFLINE_PAGE_TEXT.title;
  main.append(
    element('h1', 'text-2xl font-bold', OFFLINE_PAGE_TEXT.heading),
    element('p', 'text-slate-700', OFFLINE_PAGE_TEXT.intro),
  );
  const visited = readVisitedProducts();
  if (visited.length > 0) {
    main.append(element('h2', 'text-lg font-semibold', OFFLINE_PAGE_TEXT.visitedHeading));
    const list = element('ul', 'flex flex-col gap-2');
    list.append(...visited.map(visitedProductItem));
    main.append(list);
  } else {
    main.append(element('p', 'text-slate-600', OFFLINE_PAGE_TEXT.noneVisited));
  }
  const home = element(
    'a',
    'inline-flex min-h-11 w-fit items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700',
    OFFLINE_PAGE_TEXT.home,
  );
  home.href = paths.home;
  main.append(home);
}

const offlineMain = document.getElementById('offline');
if (offlineMain) showOfflinePage(offlineMain);
