import { CART_MESSAGES, type CartItem } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  renderRoute,
  sampleCartItem,
  sampleProduct,
  sampleVariantProduct,
} from '../../../test/render-route';
import { CartLine } from './cart-line';

const line = (quantity: number) => sampleCartItem(sampleProduct(), quantity) as CartItem;

function renderLine(quantity: number) {
  window.localStorage.setItem('token', 'shopper-token');
  const onRemove = vi.fn();
  renderRoute(
    <ul>
      <CartLine item={line(quantity)} onRemove={onRemove} removing={false} />
    </ul>,
  );
  return { onRemove };
}

describe('cart line quantity controls', () => {
  it('will not go below 1: minus is disabled and says why, sending nothing', async () => {
    const { requests } = fakeApi({});
    renderLine(1);
    const minus = screen.getByRole('button', { name: /Decrease quantity/ });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(await screen.findByText(CART_MESSAGES.cannotDecreaseBelowOne)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sets the quantity one lower above 1 and says so', async () => {
    const { requests } = fakeApi({
      'POST /api/cart/update': { body: { success: true, message: 'ok', cartItems: [line(1)] } },
    });
    renderLine(2);
    const minus = screen.getByRole('button', { name: /Decrease quantity/ });
    expect(minus).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(minus);
    expect(await screen.findByText(CART_MESSAGES.decreased)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/cart/update',
        body: { productId: 'product-1', variantId: 'product-1-default', quantity: 1 },
      },
    ]);
  });

  it('shows the original text when the server refuses a change', async () => {
    fakeApi({ 'POST /api/cart/update': { status: 400, body: { success: false, message: 'Only 2 left.' } } });
    renderLine(2);
    await userEvent.click(screen.getByRole('button', { name: /Increase quantity/ }));
    expect(await screen.findByText(CART_MESSAGES.addProductFailed)).toBeInTheDocument();
  });

  it('asks the page to confirm before removing', async () => {
    fakeApi({});
    const { onRemove } = renderLine(3);
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('names the line by its variant, at its price, linking to its page, and changes that variant only', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    const product = sampleVariantProduct();
    const item = sampleCartItem(product, 2, 3) as CartItem; // 256GB Blue, GHS 1,849
    const { requests } = fakeApi({
      'POST /api/cart/update': { body: { success: true, message: 'ok', cartItems: [item] } },
    });
    renderRoute(
      <ul>
        <CartLine item={item} onRemove={vi.fn()} removing={false} />
      </ul>,
    );
    const name = screen.getByRole('link', { name: 'Samsung Galaxy A15, 256GB, Blue' });
    expect(name).toHaveAttribute('href', '/singleProducts/12?storage=256GB&colour=Blue');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('GHS 1,849.00');
    expect(screen.getByTestId('line-total')).toHaveTextContent('GHS 3,698.00');
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Samsung Galaxy A15, 256GB, Blue' }),
    );
    expect(await screen.findByText(CART_MESSAGES.decreased)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      productId: 'product-12',
      variantId: 'variant-256-blue',
      quantity: 1,
    });
  });
});
