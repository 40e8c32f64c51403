import { describe, expect, it } from 'vitest';
import { mayKeep, mayKeepAddress } from './service-worker-caching-rules';

const shop = 'https://shop.example';
const address = (path: string) => new URL(path, shop);
const answer = (headers: Record<string, string> = {}, status = 200) =>
  new Response('{}', { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Decision 0047: what a phone shared by several people may keep in the worker's caches. */
describe("the service worker's caching rules", () => {
  it.each([
    '/',
    '/products',
    '/new_products?category=Phone&brand=HP&sort=price_asc',
    '/singleProducts/12',
    '/singleProducts/12?storage=256GB&colour=Blue',
    '/about',
    '/images/iphone-15-640.webp',
    '/api/product/list?page=2',
    '/api/delivery-fees/',
    // A product's published reviews, and its page at the older ones (decision 0064).
    '/api/product/12/reviews?page=2',
    '/singleProducts/12?reviews=2',
  ])('keeps the public address %s', (path) => {
    expect(mayKeepAddress(address(path))).toBe(true);
  });

  it.each([
    // The reset link of the e-mail, and the reset screen whatever its query.
    '/reset_password?token=6f1c2b9e8d7a4c3b2a1f0e9d8c7b6a5f',
    '/reset_password',
    // Screens about one shopper.
    '/profile',
    '/cart',
    '/order',
    '/order?city=Accra',
    '/track_order',
    '/invoice/0b6f3c1e-6a2d-4f59-9d1e-3f2a8c7b5e41',
    '/return/0b6f3c1e-6a2d-4f59-9d1e-3f2a8c7b5e41',
    '/credit_note/0b6f3c1e-6a2d-4f59-9d1e-3f2a8c7b5e41/CRN-000001',
    '/review/12',
    // The unsubscribe page (decision 0065), even without its token in the query.
    '/unsubscribe',
    '/login',
    // Secrets in any page's query: payment references, codes, keys, a person's details.
    '/?reference=T123456789',
    '/singleProducts/12?trxref=abc',
    '/products?access_code=xyz',
    '/about?verifyToken=1',
    '/contacts?email=ama%40example.com',
    // An opaque value is a token whatever its name.
    '/products?x=eyJhbGciOiJIUzI1NiJ9abc123def456',
    // Answers about one account, and the staff site.
    '/api/user/profile',
    '/api/cart',
    '/api/cart/add',
    '/api/orders/mine',
    '/api/payments/verify',
    // A shopper's return requests, their photos, an order's returns and its credit notes.
    '/api/returns',
    '/api/returns/photos/6f1c2b9e-8d7a-4c3b-9a1f-0e9d8c7b6a5f',
    '/api/orders/order-7/returns',
    '/api/orders/order-7/credit-notes/CRN-000001.pdf',
    // A review link's answer, whose token is in its path (decision 0064).
    '/api/review-links/6f1c2b9e8d7a4c3b',
    // What an unsubscribe link stops, and the account's consent (decision 0065).
    '/api/marketing/unsubscribe',
    '/api/user/marketing-consent',
    '/api/admin/outbox',
    '/admin/orders',
  ])('never keeps %s', (path) => {
    expect(mayKeepAddress(address(path))).toBe(false);
  });

  it('keeps a catalogue answer the server let be stored, also when the request carried a token', () => {
    const request = new Request(`${shop}/api/product/12`, { headers: { Authorization: 'Bearer t' } });
    expect(mayKeep(request, answer({ 'Cache-Control': 'no-cache' }))).toBe(true);
    expect(mayKeep(request, answer())).toBe(true);
  });

  it('never keeps an answer the server marked as personal, whatever its address', () => {
    const request = new Request(`${shop}/api/product/12`, { headers: { Authorization: 'Bearer t' } });
    expect(mayKeep(request, answer({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayKeep(request, answer({ 'Cache-Control': 'private, max-age=60' }))).toBe(false);
  });

  it('never keeps a refusal or a partial answer', () => {
    const request = new Request(`${shop}/singleProducts/12`);
    expect(mayKeep(request, answer({}, 404))).toBe(false);
    expect(mayKeep(request, answer({}, 206))).toBe(false);
  });

  it('never keeps a personal answer even if the server let it be stored', () => {
    expect(mayKeep(new Request(`${shop}/api/user/profile`), answer())).toBe(false);
  });
});
