import { DISCOUNT_TEXTS } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saleEndsDay, saleEndsText } from '../lib/sale-price';
import { SalePrice } from './sale-price';

describe('a price during a sale', () => {
  it('shows the sale price, the regular price struck through and named, and what the shopper saves', () => {
    render(<SalePrice price={1450} regularPrice={1750} priceTestId="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent('GHS 1,450.00');
    const struck = screen.getByTestId('regular-price');
    expect(struck.tagName).toBe('S');
    // A screen reader reads no line through it: the words say what the figure is.
    expect(struck).toHaveTextContent(`${DISCOUNT_TEXTS.regularPrice}: GHS 1,750.00`);
    expect(screen.getByText(DISCOUNT_TEXTS.save('GHS 300.00'))).toBeInTheDocument();
  });

  it('saves to the pesewa, however the cedis add up in floating point', () => {
    render(<SalePrice price={0.7} regularPrice={1.1} />);
    expect(screen.getByText(DISCOUNT_TEXTS.save('GHS 0.40'))).toBeInTheDocument();
  });

  it.each([
    ['no regular price', undefined],
    ['a regular price equal to it', 1450],
    ['a regular price below it (a stale answer)', 1400],
  ])('shows the price alone, nothing struck and no saving, with %s', (_, regularPrice) => {
    const { container } = render(<SalePrice price={1450} regularPrice={regularPrice} />);
    expect(container).toHaveTextContent(/^GHS 1,450\.00$/);
    expect(container.querySelector('s, del')).toBeNull();
    expect(screen.queryByText(/^Save /)).not.toBeInTheDocument();
  });

  it('reads "from" before a sale price when the card says so', () => {
    render(<SalePrice price={1350} regularPrice={1450} shown={(price) => `from ${price}`} />);
    expect(screen.getByText('from GHS 1,350.00')).toBeInTheDocument();
    expect(screen.getByText(DISCOUNT_TEXTS.save('GHS 100.00'))).toBeInTheDocument();
  });
});

describe("a sale's end", () => {
  it("is written in Accra's time (UTC all year), the same on the server and in any browser", () => {
    expect(saleEndsText('2026-12-01T23:59:00.000Z')).toBe(DISCOUNT_TEXTS.saleEnds('1 Dec 2026, 23:59'));
    expect(saleEndsText('2026-12-01T10:30:00+02:00')).toBe(DISCOUNT_TEXTS.saleEnds('1 Dec 2026, 08:30'));
    expect(saleEndsDay('2026-12-01T23:59:00.000Z')).toBe('2026-12-01');
  });
});
