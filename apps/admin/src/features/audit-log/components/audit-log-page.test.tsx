import { AUDIT_LOG_TEXTS, type AuditEntry, type AuditLogResponse } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import AuditLogPage from './audit-log-page';

const texts = AUDIT_LOG_TEXTS;
const kofi = { id: '4f0c5f4e-1d8a-4a57-9a0e-1c6a1b2c3d4e', name: 'Kofi Staff', email: 'kofi@example.com' };

const priceChange: AuditEntry = {
  id: '42',
  at: '2026-11-29T09:30:00.000Z',
  actor: kofi,
  address: '10.0.0.7',
  method: 'PUT',
  route: '/api/admin/products/:id',
  action: 'Change a product',
  target: 'product 12',
  changes: [
    {
      table: 'products',
      operation: 'update',
      key: { id: 12 },
      before: { price_pesewas: 35000 },
      after: { price_pesewas: 42000 },
    },
  ],
};

function openPage(page: AuditLogResponse) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/audit-log': { body: page } }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<AuditLogPage />, { path: paths.auditLog, at: paths.auditLog });
  return fetchMock;
}

describe('the audit log page', () => {
  it('lists a change with who, what and where, and opens its before and after', async () => {
    openPage({ success: true, entries: [priceChange], nextBefore: null, staff: [kofi], everyone: false });
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Change a product · product 12');
    expect(entry).toHaveTextContent('Kofi Staff (kofi@example.com)');
    expect(entry).toHaveTextContent('10.0.0.7');
    // Staff read only their own rows: the page says so and offers no choice of whose.
    expect(screen.getByText(texts.introOwnOnly)).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.filter.who)).toBeNull();

    await userEvent.click(within(entry).getByRole('button', { name: texts.showChanges }));
    const row = within(entry).getByRole('row', { name: /price_pesewas/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['price_pesewas', '35000', '42000']);
  });

  it("gives the owner everyone's rows to choose from and sends the filter to the server", async () => {
    const fetchMock = openPage({
      success: true,
      entries: [priceChange],
      nextBefore: null,
      staff: [kofi],
      everyone: true,
    });
    await screen.findByTestId('audit-entry');
    await userEvent.selectOptions(screen.getByLabelText(texts.filter.who), kofi.id);
    await userEvent.type(screen.getByLabelText(texts.filter.what), 'price');
    await userEvent.click(screen.getByRole('button', { name: texts.filter.apply }));
    await vi.waitFor(() => {
      const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
      expect(
        asked.some(
          (url) => url.searchParams.get('actor') === kofi.id && url.searchParams.get('what') === 'price',
        ),
      ).toBe(true);
    });
  });
});
