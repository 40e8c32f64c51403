import { ADMIN_MESSAGES, ADMIN_TEXTS, type AdminCustomer, PHONE_LABELS, PHONE_MESSAGES } from '@shop/shared';
import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import CustomersPage from './customers-page';

const customer = (name: string, values: Partial<AdminCustomer>): AdminCustomer => ({
  id: `00000000-0000-4000-8000-00000000000${name.length}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  isAdmin: false,
  isOwner: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  orderCount: 0,
  totalSpent: 0,
  phone: null,
  phoneVerified: false,
  orderTexts: true,
  orderUpdatesChannel: 'sms',
  ...values,
});

const owner = customer('Esi Owner', { isAdmin: true, isOwner: true });
const staff = customer('Kojo', { isAdmin: true });
const shopper = customer('Ama Mensah', {});
const onWhatsApp = customer('Yaa WhatsApp', { phone: '+233241234567', orderUpdatesChannel: 'whatsapp' });

const list: FakeAnswer = {
  body: { success: true, customers: [owner, staff, shopper], total: 3, page: 1, limit: 20 },
};
const profileOf = (isOwner: boolean): FakeAnswer => ({
  body: {
    success: true,
    user: { name: 'Signed In', email: 'in@example.com', image: null, isAdmin: true, isOwner },
    isAdmin: true,
  },
});

function openCustomers(viewerIsOwner: boolean, answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/user/profile': profileOf(viewerIsOwner),
      'GET /api/admin/customers': list,
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CustomersPage />, { path: '/customers' });
  return fetchMock;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('the staff cell of the customers page', () => {
  it('shows the owner the Owner badge and the staff buttons, none on the owner’s own row', async () => {
    openCustomers(true);
    const ownerRow = await rowOf('Esi Owner');
    expect(within(ownerRow).getByText(ADMIN_TEXTS.customers.ownerBadge)).toBeInTheDocument();
    expect(within(ownerRow).queryByRole('button', { name: ADMIN_TEXTS.customers.makeStaff })).toBeNull();
    expect(within(ownerRow).queryByRole('button', { name: ADMIN_TEXTS.customers.removeStaff })).toBeNull();
    expect(
      await within(await rowOf('Kojo')).findByRole('button', { name: ADMIN_TEXTS.customers.removeStaff }),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('Ama Mensah')).getByRole('button', { name: ADMIN_TEXTS.customers.makeStaff }),
    ).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MESSAGES.ownerOnly)).toBeNull();
  });

  it('shows other staff who the owner is, and no button to give or remove access', async () => {
    openCustomers(false);
    expect(await screen.findByText(ADMIN_MESSAGES.ownerOnly)).toBeInTheDocument();
    expect(within(await rowOf('Esi Owner')).getByText(ADMIN_TEXTS.customers.ownerBadge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ADMIN_TEXTS.customers.makeStaff })).toBeNull();
    expect(screen.queryByRole('button', { name: ADMIN_TEXTS.customers.removeStaff })).toBeNull();
  });

  it('lets the owner make a customer staff after a question in a dialog, not the browser’s confirm', async () => {
    const browserConfirm = vi.spyOn(window, 'confirm');
    const fetchMock = openCustomers(true, {
      [`PATCH /api/admin/customers/${shopper.id}`]: {
        body: {
          success: true,
          message: ADMIN_MESSAGES.madeStaff('Ama Mensah'),
          customer: { ...shopper, isAdmin: true },
        },
      },
    });
    const button = await within(await rowOf('Ama Mensah')).findByRole('button', {
      name: ADMIN_TEXTS.customers.makeStaff,
    });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: ADMIN_MESSAGES.makeStaffConfirm('Ama Mensah') });
    // Cancel keeps the customer as they are: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: ADMIN_DIALOG_TEXTS.cancel }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await userEvent.click(button);
    const askedAgain = await screen.findByRole('dialog', {
      name: ADMIN_MESSAGES.makeStaffConfirm('Ama Mensah'),
    });
    await userEvent.click(within(askedAgain).getByRole('button', { name: ADMIN_DIALOG_TEXTS.makeStaff }));
    expect(await screen.findByText(ADMIN_MESSAGES.madeStaff('Ama Mensah'))).toBeInTheDocument();
    expect(browserConfirm).not.toHaveBeenCalled();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ isAdmin: true });
  });
});

describe("the phone cell's \u201cText me about my orders\u201d", () => {
  it('says which customers take their order updates by WhatsApp', async () => {
    openCustomers(false, {
      'GET /api/admin/customers': {
        body: { success: true, customers: [shopper, onWhatsApp], total: 2, page: 1, limit: 20 },
      },
    });
    const whatsAppRow = await rowOf('Yaa WhatsApp');
    const byWhatsApp = `${PHONE_LABELS.orderUpdatesBy}: ${PHONE_LABELS.orderUpdatesByWhatsApp}`;
    expect(within(whatsAppRow).getByText(byWhatsApp)).toBeInTheDocument();
    expect(within(await rowOf('Ama Mensah')).queryByText(byWhatsApp)).toBeNull();
  });

  it('shows each customer’s choice and number, and lets any staff member untick it', async () => {
    // The server's side: the list answers the choice the last PUT saved.
    let shopperTexts = true;
    const withShopper = () => ({
      success: true,
      customers: [
        owner,
        staff,
        { ...shopper, phone: '+233241234567', phoneVerified: true, orderTexts: shopperTexts },
      ],
      total: 3,
      page: 1,
      limit: 20,
    });
    const fetchMock = openCustomers(false, {
      'GET /api/admin/customers': {
        get body() {
          return withShopper();
        },
      },
      [`PUT /api/admin/customers/${shopper.id}/order-texts`]: {
        get body() {
          shopperTexts = false;
          return {
            success: true,
            message: PHONE_MESSAGES.orderTextsSaved(false),
            customer: withShopper().customers[2],
          };
        },
      },
    });
    const row = await rowOf('Ama Mensah');
    expect(within(row).getByText('024 123 4567')).toBeInTheDocument();
    expect(within(row).getByText(PHONE_LABELS.verified)).toBeInTheDocument();
    const box = within(row).getByRole('checkbox', { name: PHONE_LABELS.orderTexts });
    expect(box).toBeChecked();

    await userEvent.click(box);
    expect(await screen.findByText(PHONE_MESSAGES.orderTextsSaved(false))).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain(`/api/admin/customers/${shopper.id}/order-texts`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ orderTexts: false });
    await waitFor(() =>
      expect(within(row).getByRole('checkbox', { name: PHONE_LABELS.orderTexts })).not.toBeChecked(),
    );
    // Other customers keep theirs, and show no number they never gave.
    const kojo = await rowOf('Kojo');
    expect(within(kojo).getByRole('checkbox', { name: PHONE_LABELS.orderTexts })).toBeChecked();
    expect(within(kojo).queryByText(PHONE_LABELS.verified)).toBeNull();
  });
});
