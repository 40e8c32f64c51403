import { CATALOGUE_LIST_MESSAGES, CATALOGUE_LIST_TEXTS } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import CatalogueListsPage from './catalogue-lists-page';

const lists = {
  success: true,
  brands: [
    { id: 1, name: 'Samsung', products: 12 },
    { id: 2, name: 'Nokia', products: 0 },
  ],
  categories: [
    { id: 1, name: 'Phone', products: 20 },
    { id: 2, name: 'Electronics', products: 9 },
  ],
  subcategories: [{ id: 1, name: 'Android Phone', products: 15, categories: ['Phone'] }],
};

const inUse = CATALOGUE_LIST_MESSAGES.inUse('brand', 'Samsung', 12);

function open(answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/catalogue-lists': { body: lists }, ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CatalogueListsPage />);
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}` === key,
      )
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { sent };
}

describe('Brands & categories', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds a brand typed in the new row', async () => {
    const user = userEvent.setup();
    const { sent } = open({
      'POST /api/admin/brands': {
        status: 201,
        body: { success: true, message: 'Brand "Vivo" added.', entry: { id: 3, name: 'Vivo', products: 0 } },
      },
    });
    await user.type(await screen.findByLabelText(CATALOGUE_LIST_TEXTS.newName('brand')), 'Vivo');
    await user.click(screen.getByRole('button', { name: CATALOGUE_LIST_TEXTS.add('brand') }));
    await waitFor(() => expect(sent('POST /api/admin/brands')).toEqual([{ name: 'Vivo' }]));
    expect(await screen.findByText('Brand "Vivo" added.')).toBeInTheDocument();
  });

  it('asks before deleting, and shows why a brand in use stays', async () => {
    const user = userEvent.setup();
    const { sent } = open({
      'DELETE /api/admin/brands/1': { status: 409, body: { success: false, message: inUse } },
    });
    await user.click(await screen.findByRole('button', { name: CATALOGUE_LIST_TEXTS.deleteOf('Samsung') }));
    const dialog = screen.getByRole('dialog', {
      name: CATALOGUE_LIST_TEXTS.confirmDelete('brand', 'Samsung'),
    });
    expect(sent('DELETE /api/admin/brands/1')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: CATALOGUE_LIST_TEXTS.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inUse);
    expect(screen.getByLabelText(CATALOGUE_LIST_TEXTS.renameOf('Samsung'))).toHaveAccessibleDescription(
      inUse,
    );
  });

  it("sends a subcategory's categories as ticked, and refuses one with none before asking", async () => {
    const user = userEvent.setup();
    const { sent } = open({
      'PUT /api/admin/subcategories/1': {
        body: {
          success: true,
          message: 'Subcategory "Android Phone" saved.',
          entry: { id: 1, name: 'Android Phone', products: 15, categories: ['Phone', 'Electronics'] },
        },
      },
    });
    const group = await screen.findByRole('group', {
      name: CATALOGUE_LIST_TEXTS.categoriesOf('Android Phone'),
    });
    await user.click(within(group).getByRole('checkbox', { name: 'Electronics' }));
    const row = group.closest('form')!;
    await user.click(within(row).getByRole('button', { name: CATALOGUE_LIST_TEXTS.save }));
    await waitFor(() =>
      expect(sent('PUT /api/admin/subcategories/1')).toEqual([
        { name: 'Android Phone', categories: ['Phone', 'Electronics'] },
      ]),
    );

    const newGroup = screen.getByRole('group', { name: CATALOGUE_LIST_TEXTS.categories });
    await user.type(screen.getByLabelText(CATALOGUE_LIST_TEXTS.newName('subcategory')), 'Drone');
    await user.click(
      within(newGroup.closest('form')!).getByRole('button', {
        name: CATALOGUE_LIST_TEXTS.add('subcategory'),
      }),
    );
    expect(await within(newGroup.closest('form')!).findByRole('alert')).toHaveTextContent(
      CATALOGUE_LIST_MESSAGES.chooseCategories,
    );
    expect(sent('POST /api/admin/subcategories')).toEqual([]);
  });
});
