import { CART_MESSAGES, type CartItem } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCartItem, sampleProduct } from '../../../test/render-route';
import { cartFigures } from '../cart-figures';
import { checkoutProblem } from './cart-checkout-panel';
import { CartSummary } from './cart-summary';

const items = [
  sampleCartItem(sampleProduct({ _id: 'a', price: 1299.99 }), 2),
  sampleCartItem(sampleProduct({ _id: 'b', price: 0.1 }), 3),
] as CartItem[];

describe('cart summary figures', () => {
  it('shows subtotal, delivery fee and total in GHS with 2 decimals', () => {
    render(<CartSummary figures={cartFigures(items, 25.5)} />);
    // 2 x 1299.99 + 3 x 0.10 = 2600.28, summed in pesewas so 0.1 x 3 does not drift.
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('GHS 2,600.28');
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('GHS 25.50');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('GHS 2,625.78');
  });

  it('counts a fee of 0 until a city is chosen', () => {
    render(<CartSummary figures={cartFigures(items, 0)} />);
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('GHS 0.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('GHS 2,600.28');
  });

  it('counts the total quantity as the item count', () => {
    expect(cartFigures(items, 0).itemCount).toBe(5);
    expect(cartFigures([], 10)).toMatchObject({ itemCount: 0, subtotal: 0, shippingFee: 10, total: 10 });
  });
});

describe('the checks before checkout', () => {
  it('asks for a city first, then for at least 1 item', () => {
    expect(checkoutProblem('', 3)).toBe(CART_MESSAGES.selectCity);
    expect(checkoutProblem('', 0)).toBe(CART_MESSAGES.selectCity);
    expect(checkoutProblem('Accra', 0)).toBe(CART_MESSAGES.needItems(0));
    expect(checkoutProblem('Accra', 1)).toBeNull();
  });
});
