import { ADMIN_TEXTS, CATALOGUE_LIST_MESSAGES, type CatalogueLists, SUBCATEGORIES } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductForm } from './product-form';
import { emptyProductValues, fieldOfServerMessage, type ProductFormValues } from './product-form-values';

const validValues: ProductFormValues = {
  ...emptyProductValues,
  name: 'Tecno Spark 20',
  price: '1899.99',
  category: 'Phone',
  subcategory: 'Android Phone',
  brand: 'Tecno',
  description: 'A big battery and a bright screen.',
  info: ['8 GB RAM', ''],
  stock: '1',
  image: ['/uploads/spark.webp'],
};

/** The lists as staff keep them: Vivo added to the brands. */
const LISTS: CatalogueLists = {
  categories: [
    { name: 'Phone', subcategories: ['Android Phone', 'iPhone', 'Tablet'] },
    { name: 'Networking', subcategories: ['Cable', 'Router'] },
  ],
  subcategories: [...SUBCATEGORIES],
  brands: ['Tecno', 'Samsung', 'Vivo'],
};

function renderForm(initialValues: ProductFormValues, serverErrors = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ProductForm
      initialValues={initialValues}
      lists={LISTS}
      submitLabel="Create product"
      saving={false}
      serverErrors={serverErrors}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('product form validation', () => {
  it('shows a message beside each missing field and sends nothing', async () => {
    const onSubmit = renderForm(emptyProductValues);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Price (GHS)')).toHaveAccessibleDescription('Price is required');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Category is required');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(screen.getByText('Add at least one image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only the chosen category’s subcategories, and clears one that is not under the new category', async () => {
    const user = userEvent.setup();
    renderForm(validValues);
    const subcategory = screen.getByLabelText('Subcategory');
    const offered = () =>
      Array.from(subcategory.querySelectorAll('option'), (option) => option.textContent).slice(1);
    expect(offered()).toEqual(['Android Phone', 'iPhone', 'Tablet']);
    expect(subcategory).toHaveValue('Android Phone');

    await user.selectOptions(screen.getByLabelText('Category'), 'Networking');
    expect(offered()).toEqual(['Cable', 'Router']);
    expect(subcategory).toHaveValue('');
  });

  it('refuses a negative stock and a price with three decimals', async () => {
    const onSubmit = renderForm({ ...validValues, stock: '-1', price: '10.999' });
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription('Stock cannot be negative');
    expect(screen.getByLabelText('Price (GHS)')).toHaveAccessibleDescription(
      'Price may have at most 2 decimals',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field message as soon as the field is edited', async () => {
    const user = userEvent.setup();
    renderForm(emptyProductValues);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await user.type(screen.getByLabelText('Name'), 'X');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('sends a clean body: numbers as numbers, blank info rows dropped, no sound system as null', async () => {
    const onSubmit = renderForm(validValues);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 1899.99,
        stock: 1,
        info: ['8 GB RAM'],
        soundSystem: null,
      }),
    );
  });

  it('has no box for the count of reviews and sends none: the shop counts published reviews (decision 0064)', async () => {
    const onSubmit = renderForm(validValues);
    expect(screen.queryByLabelText(/reviews/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('reviews');
  });

  it('sends the ticked top-selling box under its wire name, TopSellingProduct', async () => {
    const onSubmit = renderForm(validValues);
    await userEvent.click(screen.getByLabelText(ADMIN_TEXTS.productForm.topSelling));
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    const body = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body).toMatchObject({ TopSellingProduct: true });
    expect(body).not.toHaveProperty('topSelling');
  });

  it("places the server's message beside the field it names", () => {
    const message = 'Price may be at most 10000000';
    renderForm(validValues, { [fieldOfServerMessage(message)]: message });
    expect(screen.getByLabelText('Price (GHS)')).toHaveAccessibleDescription(message);
  });

  it.each([
    ['Name may be at most 200 characters', 'name'],
    ['Subcategory must be one of: Android Phone', 'subcategory'],
    [CATALOGUE_LIST_MESSAGES.unknown('brand', 'Pixel'), 'brand'],
    ['Sound system must be one of: Soundbar', 'soundSystem'],
    ['Field "image.0" image must hold uploaded image URLs (/uploads/...) or http(s) URLs.', 'image'],
    ['Each info line may be at most 300 characters', 'info'],
    ['TopSellingProduct must be true or false', 'topSelling'],
    ['Field "TopSellingProduct" must be true or false', 'topSelling'],
    ['The request body must be a JSON object.', 'form'],
  ])('finds the field of the server message "%s"', (message, field) => {
    expect(fieldOfServerMessage(message)).toBe(field);
  });

  it('shows a server message that names no field above the form', () => {
    renderForm(validValues, {
      [fieldOfServerMessage('Something else went wrong')]: 'Something else went wrong',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something else went wrong');
  });
});
