import { sizedImagePath } from '@shop/shared/image-sizes';
import { formatGhs } from '@shop/shared/money';
import { OFFLINE_PAGE_TEXT } from '@shop/shared/offline';
import { paths } from '../lib/paths';
import { readVisitedProducts } from '../lib/visited-products';
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

function visitedProductItem(product: ReturnType<typeof readVisitedProducts>[number]) {
  const item = element('li', '');
  const link = element(
    'a',
    'flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 p-2 hover:bg-slate-50',
  );
  link.href = paths.product(product.id);
  if (product.image) {
    const image = element('img', 'h-16 w-16 shrink-0 object-contain');
    image.src = sizedImagePath(product.image, 320);
    image.alt = '';
    image.width = 64;
    image.height = 64;
    link.append(image);
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
