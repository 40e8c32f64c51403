import { type CatalogueLists, SERIAL_TEXTS, SUBCATEGORIES } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductForm } from './product-form';
import { emptyProductValues, type ProductFormValues } from './product-form-values';

const LISTS: CatalogueLists = {
  categories: [
    { name: 'Phone', subcategories: ['Android Phone', 'iPhone'] },
    { name: 'Accessories', subcategories: ['Cable', 'Earbuds'] },
    { name: 'Audio', subcategories: ['Speaker'] },
  ],
  subcategories: [...SUBCATEGORIES],
  brands: ['Tecno', 'Oraimo'],
};

function renderForm(initialValues: ProductFormValues, fillSerialDefaults: boolean) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ProductForm
      initialValues={initialValues}
      lists={LISTS}
      submitLabel="Create product"
      saving={false}
      onSubmit={onSubmit}
      fillSerialDefaults={fillSerialDefaults}
    />,
  );
  return onSubmit;
}

const tracks = () => screen.getByRole('checkbox', { name: SERIAL_TEXTS.tracksSerialsLabel });
const warranty = () => screen.getByLabelText(SERIAL_TEXTS.warrantyMonthsLabel);

// Serial tracking and warranty by category (decision 0061).
describe('product form: serials and warranty', () => {
  it("fills a new product's serial tracking and warranty from the category staff pick", async () => {
    const user = userEvent.setup();
    renderForm(emptyProductValues, true);
    await user.selectOptions(screen.getByLabelText('Category'), 'Phone');
    expect(tracks()).toBeChecked();
    expect(warranty()).toHaveValue(12);
    await user.selectOptions(screen.getByLabelText('Category'), 'Accessories');
    expect(tracks()).not.toBeChecked();
    expect(warranty()).toHaveValue(6);
    await user.selectOptions(screen.getByLabelText('Category'), 'Audio');
    expect(warranty()).toHaveValue(12);
  });

  it("leaves a saved product's own values when its category changes", async () => {
    const user = userEvent.setup();
    renderForm(
      { ...emptyProductValues, category: 'Accessories', tracksSerials: true, warrantyMonths: '24' },
      false,
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'Phone');
    expect(tracks()).toBeChecked();
    expect(warranty()).toHaveValue(24);
    await user.click(tracks());
    expect(tracks()).not.toBeChecked();
  });

  it('refuses a warranty over 120 months beside its field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...emptyProductValues, warrantyMonths: '121' }, true);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(warranty()).toHaveAccessibleDescription('Warranty may be at most 120');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
