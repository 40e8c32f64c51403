import { CART_MESSAGES, PRODUCT_LABELS } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/auth-token';
import { fakeApi, renderRoute, sampleProduct, sampleVariantProduct } from '../../../test/render-route';
import ProductPage from './product-page';

const product = sampleVariantProduct();

function openProduct(at: string) {
  const api = fakeApi({
    'GET /api/product/12': { body: { success: true, product } },
    'GET /api/product/list': { body: { success: true, products: [] } },
    'POST /api/cart/add': { body: { success: true, message: 'Product added', cartItems: [] } },
  });
  const view = renderRoute(<ProductPage />, { path: '/singleProducts/:productId', at });
  const search = () => view.router.state.location.search;
  return { ...api, ...view, search };
}

const group = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}:`) });
const value = (groupName: string, name: string | RegExp) =>
  within(group(groupName)).getByRole('radio', { name });
const price = () => screen.getByTestId('product-price');
const mainPicture = () => screen.getByRole('img', { name: product.name });

describe('the product page of a product with variants', () => {
  it('opens on the variant its URL names, whatever the case of the values', async () => {
    openProduct('/singleProducts/12?storage=256gb&colour=BLUE');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('GHS 1,849.00');
    expect(value('Storage', '256GB')).toHaveAttribute('aria-checked', 'true');
    expect(value('Colour', 'Blue')).toHaveAttribute('aria-checked', 'true');
    expect(value('Colour', 'Black')).toHaveAttribute('aria-checked', 'false');
    // Right under the price, not below the description.
    expect(screen.getByTestId('price-block').nextElementSibling).toHaveTextContent(
      PRODUCT_LABELS.onlyLeft(2),
    );
    expect(mainPicture().getAttribute('src')).toContain('a15-blue-1');
  });

  it('opens on its cheapest variant in stock when the URL names none', async () => {
    openProduct('/singleProducts/12');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('GHS 1,450.00');
    expect(value('Storage', '128GB')).toHaveAttribute('aria-checked', 'true');
    expect(value('Colour', 'Black')).toHaveAttribute('aria-checked', 'true');
  });

  it('choosing a size and a colour changes the price, the stock, the pictures and the URL', async () => {
    const user = userEvent.setup();
    const { search } = openProduct('/singleProducts/12?storage=128GB&colour=Black');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('GHS 1,450.00');
    expect(screen.getByText(PRODUCT_LABELS.inStock)).toBeInTheDocument();

    await user.click(value('Storage', '256GB'));
    expect(price()).toHaveTextContent('GHS 1,799.00');
    expect(search()).toBe('?storage=256GB&colour=Black');
    expect(screen.getByText(PRODUCT_LABELS.inStock)).toBeInTheDocument();

    await user.click(value('Colour', 'Blue'));
    expect(price()).toHaveTextContent('GHS 1,849.00');
    expect(search()).toBe('?storage=256GB&colour=Blue');
    expect(screen.getByText(PRODUCT_LABELS.onlyLeft(2))).toBeInTheDocument();
    expect(mainPicture().getAttribute('src')).toContain('a15-blue-1');
  });

  it('marks a sold-out value and does not let it be added', async () => {
    const user = userEvent.setup();
    openProduct('/singleProducts/12?storage=256GB&colour=Black');
    await screen.findByTestId('product-price');
    // 256GB Yellow has no stock; Black and Blue have.
    expect(value('Colour', /Yellow/)).toHaveAccessibleName(`Yellow ${PRODUCT_LABELS.outOfStock}`);
    expect(value('Colour', 'Black')).toHaveAccessibleName('Black');

    await user.click(value('Colour', /Yellow/));
    expect(price()).toHaveTextContent('GHS 1,799.00');
    expect(screen.getByText(PRODUCT_LABELS.outOfStock, { selector: 'p' })).toBeInTheDocument();
    // "Out of stock" where Add To Cart was, not a greyed button.
    expect(within(screen.getByTestId('buy-bar')).getByText(PRODUCT_LABELS.outOfStock)).toBeVisible();
    expect(screen.queryByRole('button', { name: PRODUCT_LABELS.addToCart })).toBeNull();
  });

  it('a value not sold with the current choice leads to one that is', async () => {
    const user = userEvent.setup();
    const { search } = openProduct('/singleProducts/12?storage=128GB&colour=Blue');
    await screen.findByTestId('product-price');
    // Yellow comes in 256GB only, and that one is sold out.
    expect(value('Colour', /Yellow/)).toHaveAccessibleName(`Yellow ${PRODUCT_LABELS.outOfStock}`);
    await user.click(value('Colour', /Yellow/));
    expect(search()).toBe('?storage=256GB&colour=Yellow');
    expect(value('Storage', /^256GB/)).toHaveAttribute('aria-checked', 'true');
  });

  it('is one tab stop per option, and the arrow keys choose', async () => {
    const user = userEvent.setup();
    const { search } = openProduct('/singleProducts/12?storage=128GB&colour=Black');
    await screen.findByTestId('product-price');
    expect(value('Colour', 'Black')).toHaveAttribute('tabindex', '0');
    expect(value('Colour', 'Blue')).toHaveAttribute('tabindex', '-1');
    value('Colour', 'Black').focus();
    await user.keyboard('{ArrowRight}');
    expect(search()).toBe('?storage=128GB&colour=Blue');
    expect(value('Colour', 'Blue')).toHaveFocus();
    expect(value('Colour', 'Blue')).toHaveAttribute('aria-checked', 'true');
    expect(price()).toHaveTextContent('GHS 1,450.00');
  });

  it('Add To Cart sends the chosen variant', async () => {
    setAuthToken('shopper-token');
    const user = userEvent.setup();
    const { requests } = openProduct('/singleProducts/12?storage=128GB&colour=Black');
    await screen.findByTestId('product-price');
    await user.click(value('Storage', '256GB'));
    await user.click(screen.getByRole('button', { name: PRODUCT_LABELS.addToCart }));
    expect(await screen.findByText(CART_MESSAGES.productAdded)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/cart/add')?.body).toEqual({
        productId: 'product-12',
        variantId: 'variant-256-black',
        quantity: 1,
      }),
    );
  });

  it('gives every picker value a target at least 44 px tall and wide', async () => {
    openProduct('/singleProducts/12');
    await screen.findByTestId('product-price');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveClass('min-h-11', 'min-w-11');
  });
});

describe('the product page of a product sold one way', () => {
  it('shows no pickers and adds the product by its id alone, as before variants', async () => {
    setAuthToken('shopper-token');
    const user = userEvent.setup();
    const { requests } = fakeApi({
      'GET /api/product/12': {
        body: { success: true, product: sampleProduct({ id: 12, _id: 'product-12', price: 1450 }) },
      },
      'GET /api/product/list': { body: { success: true, products: [] } },
      'POST /api/cart/add': { body: { success: true, message: 'Product added', cartItems: [] } },
    });
    renderRoute(<ProductPage />, { path: '/singleProducts/:productId', at: '/singleProducts/12' });
    expect(await screen.findByTestId('product-price')).toHaveTextContent('GHS 1,450.00');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PRODUCT_LABELS.addToCart }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/cart/add')?.body).toEqual({
        productId: 'product-12',
        quantity: 1,
      }),
    );
  });
});
