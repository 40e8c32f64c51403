// @vitest-environment jsdom
import { PRODUCT_LABELS, REVIEW_TEXTS } from '@shop/shared';
import { describe, expect, it, vi } from 'vitest';
import { noReviewsAnswer, productReviewsAnswer, publishedReview } from '../features/reviews/reviews-test-kit';
import { sampleProduct } from '../test/render-route';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Shop</title><meta name="description" content="A shop" /></head>' +
  '<body><div id="root"></div></body></html>';

const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';
const CLOSING = '</script><!--';

// Product 7 with twelve reviews, whose words try to break out of the page; product 8 has none.
const reviewed = sampleProduct({ id: 7, _id: 'product-7', name: 'JBL Flip 6', reviews: 12, rating: 4.3 });
const unreviewed = sampleProduct({ id: 8, _id: 'product-8', name: 'JBL Go 3', reviews: 0, rating: null });
const hostileReview = publishedReview({
  title: `${SCRIPT} ${CLOSING}`,
  text: `${IMAGE}\n${CLOSING}`,
  answer: { text: `${SCRIPT}${IMAGE}`, answeredAt: '2026-11-21T08:00:00.000Z' },
});
const olderReview = publishedReview({ id: 11, title: 'Loud enough for a party', author: 'Yaw B.' });

/** The API as the server's renderer reaches it, with the pages of reviews it was asked for. */
function apiWithReviews() {
  const askedPages: (string | null)[] = [];
  const transport = async (url: string): Promise<Response> => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/api/product/list') return json(200, { success: true, products: [], total: 0 });
    if (pathname === '/api/product/7/reviews') {
      askedPages.push(searchParams.get('page'));
      return json(
        200,
        searchParams.get('page') === '2'
          ? productReviewsAnswer({ reviews: [olderReview], page: 2 })
          : productReviewsAnswer({ reviews: [hostileReview] }),
      );
    }
    if (pathname === '/api/product/8/reviews') return json(200, noReviewsAnswer());
    const found = [reviewed, unreviewed].find((product) => pathname === `/api/product/${product.id}`);
    if (found) return json(200, { success: true, product: found });
    return json(404, { success: false, message: 'Not found' });
  };
  return { transport, askedPages };
}

/** The server's page for the address, parsed as the browser receives it, before any script. */
async function serverPage(url: string) {
  const { transport, askedPages } = apiWithReviews();
  vi.resetModules();
  const { renderPage } = await import('./entry-server');
  const page = await renderPage({ url, origin: 'http://shop.test', template: TEMPLATE, transport });
  if (!('html' in page)) throw new Error('expected a page, not a redirect');
  const parsed = new DOMParser().parseFromString(page.html, 'text/html');
  const section = parsed.getElementById('customer-reviews');
  return { html: page.html, parsed, section, askedPages };
}

const jsonLdOf = (parsed: Document) => {
  const scripts = parsed.head.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? 'null');
};

describe('the customer reviews of a server-rendered product page', () => {
  it('are in the HTML with their figures, the link from the count and the link to the older page', async () => {
    const { parsed, section, askedPages } = await serverPage('/singleProducts/7');
    expect(askedPages).toEqual([null]);
    expect(section?.querySelector('h2')?.textContent).toBe(REVIEW_TEXTS.sectionTitle);
    expect(section?.querySelector('[data-testid="review-average"]')?.textContent).toBe(
      REVIEW_TEXTS.averageOutOfFive('4.3'),
    );
    expect(section?.querySelector('[data-testid="review-count"]')?.textContent).toBe(
      PRODUCT_LABELS.reviews(12),
    );
    expect(section?.querySelectorAll('[data-testid="review-spread"] li')).toHaveLength(5);
    expect(section?.querySelector('[data-testid="review"]')?.textContent).toContain(
      REVIEW_TEXTS.verifiedBuyer,
    );
    const older = [...(section?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === REVIEW_TEXTS.olderReviews,
    );
    expect(older?.getAttribute('href')).toBe('/singleProducts/7?reviews=2#customer-reviews');
    const reviewsLink = parsed.querySelector('[data-testid="reviews-link"]');
    expect(reviewsLink?.getAttribute('href')).toBe('#customer-reviews');
    expect(reviewsLink?.textContent).toBe(
      `${REVIEW_TEXTS.averageOutOfFive('4.3')} ${PRODUCT_LABELS.reviews(12)}`,
    );
  });

  it('render the page ?reviews=2 names, without JavaScript', async () => {
    const { parsed, section, askedPages } = await serverPage('/singleProducts/7?reviews=2');
    expect(askedPages).toEqual(['2']);
    expect(section?.textContent).toContain('Loud enough for a party');
    expect(section?.textContent).toContain(REVIEW_TEXTS.pageOf(2, 2));
    const newer = [...(section?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === REVIEW_TEXTS.newerReviews,
    );
    expect(newer?.getAttribute('href')).toBe('/singleProducts/7#customer-reviews');
    // The rating is the product's on every page; the reviews in the JSON-LD are the first page's only.
    const jsonLd = jsonLdOf(parsed);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: '4.3', reviewCount: 12, bestRating: 5 });
    expect(jsonLd.review).toBeUndefined();
  });

  it('show every word of a review, its title and the shop’s answer as text, never as markup', async () => {
    const { html, parsed, section } = await serverPage('/singleProducts/7');
    const review = section?.querySelector('[data-testid="review"]');
    expect(review?.querySelector('h3')?.textContent).toBe(hostileReview.title);
    expect(review?.querySelector('p.whitespace-pre-line')?.textContent).toBe(hostileReview.text);
    expect(review?.querySelector('[data-testid="review-answer"]')?.textContent).toContain(
      hostileReview.answer?.text,
    );
    // No element came of them: the only scripts are the JSON-LD and the page's data.
    expect(parsed.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect([...parsed.querySelectorAll('script')].map((script) => script.type)).toEqual([
      'application/ld+json',
      'application/json',
    ]);
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain(IMAGE);
  });

  it('give search engines the rating and the newest reviews in JSON-LD, whose text cannot close its script', async () => {
    const { html, parsed } = await serverPage('/singleProducts/7');
    const jsonLd = jsonLdOf(parsed);
    expect(jsonLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLd.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Abena A.' },
        datePublished: '2026-11-20',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        name: hostileReview.title,
        reviewBody: hostileReview.text,
      },
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('</script><!--');
    expect(head).toContain('\\u003c/script\\u003e\\u003c!--');
  });

  it('say no reviews yet, and give no rating to search engines, for a product without any', async () => {
    const { parsed, section } = await serverPage('/singleProducts/8');
    expect(section?.textContent).toContain(REVIEW_TEXTS.noReviews);
    expect(section?.querySelector('a[href="/review/8"]')?.textContent).toBe(REVIEW_TEXTS.writeReview);
    const jsonLd = jsonLdOf(parsed);
    expect(jsonLd.aggregateRating).toBeUndefined();
    expect(jsonLd.review).toBeUndefined();
  });
});
