import { CART_LABELS, DISCOUNT_MESSAGES, DISCOUNT_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute, sampleCartItem, sampleProduct } from '../../../test/render-route';
import CartPage from './cart-page';

/** A phone on sale at GHS 1,450.00 (regular GHS 1,750.00), as the cart answer carries it. */
function phoneOnSale() {
  const phone = sampleProduct({ price: 1450, regularPrice: 1750 });
  return { ...phone, variants: phone.variants.map((variant) => ({ ...variant, regularPrice: 1750 })) };
}
const speaker = sampleProduct({ _id: 'product-2', id: 2, name: 'JBL Flip 6', price: 899.99 });
const cartItems = [sampleCartItem(phoneOnSale(), 2), sampleCartItem(speaker, 1)];
// 2 x 1,450.00 + 899.99 = 3,799.99.
const plainCart = {
  success: true,
  cartItems,
  discount: null,
  totals: { subtotal: 3799.99, discount: 0, total: 3799.99 },
};
const blackFriday = {
  code: 'BLACKFRIDAY',
  description: '10 % off everything',
  amount: 380,
  freeDelivery: false,
  deliveryAmount: 0,
};
const discountedCart = {
  ...plainCart,
  discount: blackFriday,
  totals: { subtotal: 3799.99, discount: 380, total: 3419.99 },
};

function openCart() {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({
    'GET /api/cart': { body: plainCart },
    'GET /api/delivery-fees/': { body: [{ city: 'Accra', fee: 30 }] },
    'POST /api/cart/discount': { status: 404, body: { success: false, message: DISCOUNT_MESSAGES.unknown } },
  });
  renderRoute(<CartPage />, { path: '/cart' });
  return api;
}

const codeBox = () => screen.getByLabelText(DISCOUNT_TEXTS.codeLabel);
const applyButton = () => screen.getByRole('button', { name: DISCOUNT_TEXTS.apply });

describe('the cart with sale prices', () => {
  it("shows a line's sale price with its regular price struck through and the saving", async () => {
    openCart();
    const [phoneLine, speakerLine] = await screen.findAllByTestId('cart-line');
    expect(within(phoneLine!).getByTestId('unit-price')).toHaveTextContent('GHS 1,450.00');
    expect(within(phoneLine!).getByTestId('regular-price')).toHaveTextContent('GHS 1,750.00');
    expect(within(phoneLine!).getByText(DISCOUNT_TEXTS.save('GHS 300.00'))).toBeInTheDocument();
    expect(within(phoneLine!).getByTestId('line-total')).toHaveTextContent('GHS 2,900.00');
    expect(within(speakerLine!).queryByTestId('regular-price')).not.toBeInTheDocument();
  });
});

describe('a discount code in the cart', () => {
  it("says the server's reason under the box when it refuses a code, and sends the code as the server matches it", async () => {
    const { requests } = openCart();
    await userEvent.type(await screen.findByLabelText(DISCOUNT_TEXTS.codeLabel), ' wrong code ');
    await userEvent.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCOUNT_MESSAGES.unknown);
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(codeBox()).toHaveAccessibleDescription(DISCOUNT_MESSAGES.unknown);
    expect(requests.find((request) => request.path === '/api/cart/discount')?.body).toEqual({
      code: 'WRONGCODE',
    });
    expect(screen.queryByTestId('discount-line')).not.toBeInTheDocument();
  });

  it('says why after too many wrong codes (429), in the same place', async () => {
    const { answers } = openCart();
    const tooMany = DISCOUNT_MESSAGES.tooManyWrong(600);
    answers['POST /api/cart/discount'] = { status: 429, body: { success: false, message: tooMany } };
    await userEvent.type(await screen.findByLabelText(DISCOUNT_TEXTS.codeLabel), 'GUESS1');
    await userEvent.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('asks for a code before sending an empty box', async () => {
    const { requests } = openCart();
    await userEvent.click(await screen.findByRole('button', { name: DISCOUNT_TEXTS.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCOUNT_MESSAGES.codeRequired);
    expect(requests.some((request) => request.path === '/api/cart/discount')).toBe(false);
  });

  it("shows the discount line and the server's totals once a code applies, and goes back on Remove", async () => {
    const { answers, requests } = openCart();
    await userEvent.selectOptions(await screen.findByLabelText(CART_LABELS.city), 'Accra');
    answers['POST /api/cart/discount'] = { body: discountedCart };
    answers['GET /api/cart'] = { body: discountedCart };
    await userEvent.type(codeBox(), 'blackfriday');
    await userEvent.click(applyButton());
    const line = await screen.findByTestId('discount-line');
    expect(line).toHaveTextContent(DISCOUNT_TEXTS.line('BLACKFRIDAY', '10 % off everything'));
    expect(within(line).getByTestId('discount-amount')).toHaveTextContent('GHS -380.00');
    expect(screen.getByText(DISCOUNT_TEXTS.applied('BLACKFRIDAY'))).toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('GHS 3,799.99');
    // The server's 3,419.99 for the goods and the city's fee: 3,449.99.
    expect(screen.getByTestId('summary-total')).toHaveTextContent('GHS 3,449.99');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answers['DELETE /api/cart/discount'] = { body: plainCart };
    answers['GET /api/cart'] = { body: plainCart };
    await userEvent.click(screen.getByRole('button', { name: DISCOUNT_TEXTS.remove }));
    expect(await screen.findByText(DISCOUNT_TEXTS.removed)).toBeInTheDocument();
    expect(screen.queryByTestId('discount-line')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('GHS 3,829.99');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('says why a code on the cart takes nothing off right now, and counts nothing off', async () => {
    const problem = DISCOUNT_MESSAGES.minimumSubtotal('GHS 5,000.00');
    const { answers } = openCart();
    answers['GET /api/cart'] = {
      body: {
        ...plainCart,
        discount: { ...blackFriday, amount: 0, problem },
        totals: { subtotal: 3799.99, discount: 0, total: 3799.99 },
      },
    };
    answers['POST /api/cart/discount'] = answers['GET /api/cart'];
    await userEvent.type(await screen.findByLabelText(DISCOUNT_TEXTS.codeLabel), 'BLACKFRIDAY');
    await userEvent.click(applyButton());
    expect(await screen.findByTestId('discount-problem')).toHaveTextContent(problem);
    expect(screen.getByTestId('discount-amount')).toHaveTextContent('GHS 0.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('GHS 3,799.99');
  });

  it('shows a free delivery as "Free delivery" and charges no fee', async () => {
    const { answers } = openCart();
    const freeDelivery = {
      ...plainCart,
      discount: {
        code: 'FREESHIP',
        description: 'Free delivery in December',
        amount: 0,
        freeDelivery: true,
        deliveryAmount: 0,
      },
    };
    answers['POST /api/cart/discount'] = { body: freeDelivery };
    answers['GET /api/cart'] = { body: freeDelivery };
    await userEvent.selectOptions(await screen.findByLabelText(CART_LABELS.city), 'Accra');
    await userEvent.type(codeBox(), 'FREESHIP');
    await userEvent.click(applyButton());
    expect(await screen.findByTestId('summary-fee')).toHaveTextContent(
      `GHS 30.00 ${DISCOUNT_TEXTS.freeDelivery}`,
    );
    expect(screen.getByTestId('summary-total')).toHaveTextContent('GHS 3,799.99');
  });
});
