import { DESCRIPTION_COLLAPSE_LENGTH, PRODUCT_LABELS } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description';

const LONG =
  'A dependable everyday Samsung with a bright Super AMOLED screen and a battery that lasts a full day of calls.';

describe('ProductDescription', () => {
  it('collapses after 60 characters and toggles with Show More / Show Less', async () => {
    const user = userEvent.setup();
    render(<ProductDescription text={LONG} />);
    expect(
      screen.getByText(`${LONG.slice(0, DESCRIPTION_COLLAPSE_LENGTH).trimEnd()}...`),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: PRODUCT_LABELS.showMore });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRODUCT_LABELS.showLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: PRODUCT_LABELS.showLess }));
    expect(screen.getByRole('button', { name: PRODUCT_LABELS.showMore })).toBeInTheDocument();
  });

  it('shows a short description whole, with no button', () => {
    render(<ProductDescription text="Short and sweet." />);
    expect(screen.getByText('Short and sweet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
