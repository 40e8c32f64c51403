import { CART_MESSAGES, PRODUCT_LABELS } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/auth-token';
import { makeProduct, mockFetch, type RecordedRequest, renderWithProviders } from '../../../test/render';
import { AddToCartButton } from './add-to-cart-button';
import { StockNote } from './stock-note';

vi.mock('react-toastify/unstyled', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let requests: RecordedRequest[];
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  requests = mockFetch(() => ({ body: { success: true, message: 'Product added', cartItems: [] } }));
});

describe('AddToCartButton', () => {
  it('without a token toasts the original text and goes to /login', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddToCartButton product={makeProduct()} />, { route: '/singleProducts/1' });
    await user.click(await screen.findByRole('button', { name: PRODUCT_LABELS.addToCart }));
    expect(toast.error).toHaveBeenCalledWith(CART_MESSAGES.loginToAdd);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(requests).toHaveLength(0);
  });

  it('with a token posts the product id and quantity 1', async () => {
    setAuthToken('token-2');
    const user = userEvent.setup();
    const product = makeProduct();
    renderWithProviders(<AddToCartButton product={product} />);
    await user.click(await screen.findByRole('button', { name: PRODUCT_LABELS.addToCart }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CART_MESSAGES.productAdded));
    expect(requests[0]).toMatchObject({
      url: '/api/cart/add',
      body: { productId: product._id, quantity: 1 },
    });
  });

  it('says "Out of stock" instead of a button when the product is sold out', async () => {
    renderWithProviders(<AddToCartButton product={makeProduct({ stock: 0 })} />);
    expect(await screen.findByText(PRODUCT_LABELS.outOfStock)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the product is out of stock beside the price', async () => {
    renderWithProviders(<StockNote stock={0} />);
    expect(await screen.findByText(PRODUCT_LABELS.outOfStock)).toBeInTheDocument();
  });

  it('says how many are left when stock is low', async () => {
    renderWithProviders(<StockNote stock={3} />);
    expect(await screen.findByText(PRODUCT_LABELS.onlyLeft(3))).toBeInTheDocument();
  });
});
