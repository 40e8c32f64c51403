import { TRUNCATE_LONG, TRUNCATE_SHORT } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TruncatedText } from './truncated-text';

describe('TruncatedText', () => {
  it('cuts a long name at 10 characters and keeps the whole name in the title', () => {
    render(<TruncatedText text="Samsung Galaxy A15 128GB" length={TRUNCATE_SHORT} />);
    const shown = screen.getByText('Samsung Ga...');
    expect(shown).toHaveAttribute('title', 'Samsung Galaxy A15 128GB');
  });

  it('cuts at 60 characters', () => {
    const name = 'HP Pavilion 15 Core i5 16GB RAM 512GB SSD Laptop with a Full HD screen and backlit keys';
    render(<TruncatedText text={name} length={TRUNCATE_LONG} />);
    const shown = screen.getByTitle(name);
    expect(shown.textContent).toBe(`${name.slice(0, TRUNCATE_LONG).trimEnd()}...`);
  });

  it('leaves a short name whole, without a title', () => {
    render(<TruncatedText text="iPhone 15" length={TRUNCATE_SHORT} />);
    expect(screen.getByText('iPhone 15')).not.toHaveAttribute('title');
  });
});
