import { DISCOUNT_MESSAGES, PROMOTION_ADMIN_TEXTS, type Promotion } from '@shop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import PromotionsPage from './promotions-page';

const texts = PROMOTION_ADMIN_TEXTS;

const promotion = (overrides: Partial<Promotion>): Promotion => ({
  id: 1,
  code: 'SAVE10',
  description: '10 % off everything',
  kind: 'percent',
  percent: 10,
  amount: null,
  minimumSubtotal: 0,
  scope: { categories: [], brands: [], productIds: [] },
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerCustomer: null,
  firstOrderOnly: false,
  enabled: true,
  uses: 0,
  usesLeft: null,
  discountGiven: 0,
  revenue: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const blackFriday = promotion({
  id: 1,
  code: 'BLACKFRIDAY',
  description: 'Black Friday: 10 % off',
  startsAt: '2026-11-27T00:00:00.000Z',
  endsAt: '2026-11-30T23:59:00.000Z',
  totalUses: 100,
  uses: 3,
  usesLeft: 97,
  discountGiven: 1234.5,
  revenue: 11110.5,
});
const freeDelivery = promotion({
  id: 2,
  code: null,
  description: 'Free delivery over GHS 2,000',
  kind: 'free-delivery',
  percent: null,
  minimumSubtotal: 2000,
  enabled: false,
});

const profileOf = (isOwner: boolean): FakeAnswer => ({
  body: {
    success: true,
    user: { name: 'Signed In', email: 'in@example.com', image: null, isAdmin: true, isOwner },
    isAdmin: true,
  },
});
const lists: FakeAnswer = {
  body: {
    success: true,
    brands: [
      { id: 1, name: 'JBL', products: 4 },
      { id: 2, name: 'Samsung', products: 9 },
    ],
    categories: [
      { id: 1, name: 'Phones', products: 9 },
      { id: 2, name: 'Speakers', products: 4 },
    ],
    subcategories: [],
  },
};
const saved = (body: Promotion, message: string): FakeAnswer => ({
  body: { success: true, message, promotion: body },
});

/** Opens the page as the owner, unless `viewerIsOwner` says the viewer is other staff. */
function openPage(answers: Record<string, FakeAnswer> = {}, viewerIsOwner = true) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/user/profile': profileOf(viewerIsOwner),
      'GET /api/admin/catalogue-lists': lists,
      'GET /api/admin/promotions': { body: { success: true, promotions: [blackFriday, freeDelivery] } },
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PromotionsPage />, { path: '/promotions' });
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

const row = async (id: number) => within(await screen.findByTestId(`promotion-${id}`));
const cells = (scope: ReturnType<typeof within>) =>
  [...scope.getByRole('rowheader').closest('tr')!.querySelectorAll('th, td')].map((cell) => cell.textContent);
const save = () => userEvent.click(screen.getByRole('button', { name: texts.save }));

describe('the Promotions page', () => {
  it('lists each promotion with its figure, dates, uses left, discount given and revenue', async () => {
    openPage();
    expect(cells(await row(1)).slice(0, 8)).toEqual([
      'BLACKFRIDAY',
      'Black Friday: 10 % off',
      '10 % off',
      '27 Nov 2026, 00:00 to 30 Nov 2026, 23:59',
      texts.enabled,
      '3 / 97',
      'GHS 1,234.50',
      'GHS 11,110.50',
    ]);
    expect(cells(await row(2)).slice(0, 8)).toEqual([
      texts.automatic,
      'Free delivery over GHS 2,000',
      texts.kinds['free-delivery'],
      texts.page.always,
      texts.page.off,
      `0 / ${texts.page.noLimit}`,
      'GHS 0.00',
      'GHS 0.00',
    ]);
    expect(
      screen.getByRole('button', { name: `${texts.switchOn} ${freeDelivery.description}` }),
    ).toBeInTheDocument();
  });

  it('names each wrong field under its box before asking the server', async () => {
    const { sent } = openPage();
    await userEvent.click(await screen.findByRole('button', { name: texts.newPromotion }));
    await userEvent.type(screen.getByLabelText(texts.code), 'ab');
    await userEvent.type(screen.getByLabelText(texts.description), 'Ten off');
    fireEvent.change(screen.getByLabelText(texts.startsAt), { target: { value: '2026-12-08T09:00' } });
    fireEvent.change(screen.getByLabelText(texts.endsAt), { target: { value: '2026-12-01T09:00' } });
    await userEvent.type(screen.getByLabelText(texts.totalUses), '0');
    await save();

    expect(screen.getByLabelText(texts.code)).toHaveAccessibleDescription(DISCOUNT_MESSAGES.codeFormat);
    expect(screen.getByLabelText(texts.percent)).toHaveAccessibleDescription(texts.errors.percentRange);
    expect(screen.getByLabelText(texts.endsAt)).toHaveAccessibleDescription(texts.errors.endsAfterStarts);
    expect(screen.getByLabelText(texts.totalUses)).toHaveAccessibleDescription(texts.errors.usesPositive);

    // An amount off asks for its amount; the percent box goes.
    await userEvent.click(screen.getByRole('radio', { name: texts.kinds.fixed }));
    expect(screen.queryByLabelText(texts.percent)).toBeNull();
    await save();
    expect(screen.getByLabelText(texts.amount)).toHaveAccessibleDescription(texts.errors.amountRequired);
    expect(sent('POST', '/api/admin/promotions')).toEqual([]);
  });

  it('creates a 10 % code for chosen brands, sent as the contract reads it, and shows a taken code as the server says', async () => {
    const { sent } = openPage({
      'POST /api/admin/promotions': { status: 409, body: { success: false, message: texts.codeTaken } },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.newPromotion }));
    await userEvent.type(screen.getByLabelText(texts.code), 'save 10');
    await userEvent.type(screen.getByLabelText(texts.description), '10 % off JBL');
    await userEvent.type(screen.getByLabelText(texts.percent), '10');
    await userEvent.type(screen.getByLabelText(texts.minimumSubtotal), '500');
    await userEvent.click(screen.getByRole('radio', { name: texts.page.scopeChosen }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'JBL' }));
    await userEvent.type(screen.getByLabelText(texts.usesPerCustomer), '1');
    await userEvent.click(screen.getByRole('checkbox', { name: texts.firstOrderOnly }));
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent(texts.codeTaken);
    expect(sent('POST', '/api/admin/promotions')).toEqual([
      {
        code: 'SAVE10',
        description: '10 % off JBL',
        kind: 'percent',
        percent: 10,
        amount: null,
        minimumSubtotal: 500,
        scope: { categories: [], brands: ['JBL'], productIds: [] },
        startsAt: null,
        endsAt: null,
        totalUses: null,
        usesPerCustomer: 1,
        firstOrderOnly: true,
        enabled: true,
      },
    ]);
  });

  it('switches a promotion off with the server’s message', async () => {
    const { sent } = openPage({
      'PATCH /api/admin/promotions/1': saved({ ...blackFriday, enabled: false }, texts.switchedOff),
    });
    await userEvent.click(await screen.findByRole('button', { name: `${texts.switchOff} BLACKFRIDAY` }));
    expect(await screen.findByText(texts.switchedOff)).toBeInTheDocument();
    expect(sent('PATCH', '/api/admin/promotions/1')).toEqual([{ enabled: false }]);
  });

  it('edits a saved promotion with its values in the form', async () => {
    const { sent } = openPage({ 'PUT /api/admin/promotions/1': saved(blackFriday, texts.saved) });
    await userEvent.click(await screen.findByRole('button', { name: `${texts.page.edit} BLACKFRIDAY` }));
    const form = within(screen.getByRole('form', { name: texts.page.editTitle }));
    expect(form.getByLabelText(texts.code)).toHaveValue('BLACKFRIDAY');
    expect(form.getByLabelText(texts.percent)).toHaveValue(10);
    expect(form.getByLabelText(texts.totalUses)).toHaveValue(100);
    await userEvent.clear(form.getByLabelText(texts.totalUses));
    await save();
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    const [body] = sent('PUT', '/api/admin/promotions/1');
    expect(body).toMatchObject({
      code: 'BLACKFRIDAY',
      totalUses: null,
      startsAt: blackFriday.startsAt,
      endsAt: new Date('2026-11-30T23:59:00.000Z').toISOString(),
    });
  });

  it('puts a brand on sale for a percent off', async () => {
    const { sent } = openPage({
      'PUT /api/admin/sales': { body: { success: true, message: texts.sales.applied(4), variants: 4 } },
    });
    await userEvent.click(await screen.findByRole('radio', { name: texts.sales.targets.brand }));
    await userEvent.selectOptions(screen.getByLabelText(texts.page.saleValue.brand), 'JBL');
    await userEvent.type(screen.getByLabelText(texts.sales.percentOff), '20');
    await userEvent.click(screen.getByRole('button', { name: texts.sales.apply }));
    expect(await screen.findByText(texts.sales.applied(4))).toBeInTheDocument();
    expect(sent('PUT', '/api/admin/sales')).toEqual([
      { target: 'brand', value: 'JBL', percent: 20, startsAt: null, endsAt: null },
    ]);
  });

  it('shows staff who are not the owner the figures, the uses and the CSV, and why they cannot change them', async () => {
    openPage(
      {
        'GET /api/admin/promotions/1/uses': {
          body: {
            success: true,
            uses: [
              {
                orderId: 'order-1',
                orderNumber: 'KTG-1042',
                email: 'ama@example.com',
                discount: 180,
                total: 1620,
                takenAt: '2026-11-27T10:15:00.000Z',
                givenBackAt: null,
              },
            ],
          },
        },
      },
      false,
    );
    expect(await screen.findByText(texts.readOnly, { selector: 'p:not([id])' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.newPromotion })).toBeNull();
    expect(screen.queryByRole('button', { name: `${texts.switchOff} BLACKFRIDAY` })).toBeNull();
    expect(screen.queryByRole('button', { name: `${texts.page.edit} BLACKFRIDAY` })).toBeNull();
    expect(screen.getByRole('button', { name: texts.exportCsv })).toBeEnabled();
    // Sale prices are any staff member's, as prices are.
    expect(screen.getByLabelText(texts.sales.percentOff)).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: `${texts.uses} BLACKFRIDAY` }));
    const uses = await screen.findByRole('table', { name: texts.page.usesTitle('BLACKFRIDAY') });
    expect(within(uses).getByRole('link', { name: 'KTG-1042' })).toBeInTheDocument();
    expect(within(uses).getByText('GHS 180.00')).toBeInTheDocument();
  });
});
