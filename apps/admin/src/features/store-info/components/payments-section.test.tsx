import { PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { PaymentsSection } from './payments-section';

const texts = PAY_ON_DELIVERY_TEXTS.settings;

const saved = {
  enabled: true,
  cities: ['Accra', 'Tema'],
  maxOrderTotal: 3000,
  verifiedPhone: 'when-sms-is-on',
  openOrdersPerAccount: 1,
};
const settingsAnswer = (payOnDelivery = saved, smsConfigured = true): FakeAnswer => ({
  body: { success: true, payOnDelivery, smsConfigured, verifiedPhoneRequired: smsConfigured },
});
const fees: FakeAnswer = {
  body: {
    success: true,
    deliveryFees: [
      { id: 1, city: 'Accra', fee: 25 },
      { id: 2, city: 'Kumasi', fee: 70 },
      { id: 3, city: 'Tema', fee: 35 },
    ],
  },
};

const profileOf = (isOwner: boolean): FakeAnswer => ({
  body: {
    success: true,
    user: { name: 'Signed In', email: 'in@example.com', image: null, isAdmin: true, isOwner },
    isAdmin: true,
  },
});

/** Opens the section as the owner, unless `viewerIsOwner` says the viewer is other staff. */
function openSection(answers: Record<string, FakeAnswer> = {}, viewerIsOwner = true) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/user/profile': profileOf(viewerIsOwner),
      'GET /api/admin/store-info/payments': settingsAnswer(),
      'GET /api/admin/delivery-fees': fees,
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PaymentsSection />, { path: '/store-info' });
  return fetchMock;
}

/** The bodies the section sent with PUT. */
const putBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the Payments section of the store settings', () => {
  it('shows the saved rules, every delivery city, and what the phone rule means on this shop', async () => {
    openSection();
    expect(await screen.findByLabelText(texts.enabled)).toBeChecked();
    const cities = screen.getByRole('group', { name: texts.cities });
    expect(within(cities).getByLabelText('Accra')).toBeChecked();
    expect(within(cities).getByLabelText('Tema')).toBeChecked();
    expect(within(cities).getByLabelText('Kumasi')).not.toBeChecked();
    expect(screen.getByLabelText(texts.maxOrderTotal)).toHaveValue(3000);
    expect(screen.getByLabelText(texts.openOrdersPerAccount)).toHaveValue(1);
    const rule = screen.getByLabelText(texts.verifiedPhone);
    expect(rule).toHaveValue('when-sms-is-on');
    expect(rule).toHaveAccessibleDescription(texts.verifiedPhoneNow(true));
    await userEvent.selectOptions(rule, 'never');
    expect(rule).toHaveAccessibleDescription(texts.verifiedPhoneNow(false));
  });

  it('saves every rule at once, as the owner set them', async () => {
    const fetchMock = openSection({ 'PUT /api/admin/store-info/payments': settingsAnswer() });
    const cities = within(await screen.findByRole('group', { name: texts.cities }));
    await userEvent.click(cities.getByLabelText('Kumasi'));
    await userEvent.click(cities.getByLabelText('Tema'));
    const total = screen.getByLabelText(texts.maxOrderTotal);
    await userEvent.clear(total);
    await userEvent.type(total, '2500.50');
    const open = screen.getByLabelText(texts.openOrdersPerAccount);
    await userEvent.clear(open);
    await userEvent.type(open, '2');
    await userEvent.selectOptions(screen.getByLabelText(texts.verifiedPhone), 'always');
    await save();
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([
      {
        enabled: true,
        cities: ['Accra', 'Kumasi'],
        maxOrderTotal: 2500.5,
        verifiedPhone: 'always',
        openOrdersPerAccount: 2,
      },
    ]);
  });

  it('refuses to allow it in no city, and a limit that is not a number, before asking the server', async () => {
    const fetchMock = openSection();
    const cities = within(await screen.findByRole('group', { name: texts.cities }));
    await userEvent.click(cities.getByLabelText('Accra'));
    await userEvent.click(cities.getByLabelText('Tema'));
    await userEvent.clear(screen.getByLabelText(texts.maxOrderTotal));
    await save();
    expect(screen.getByRole('group', { name: texts.cities })).toHaveAccessibleDescription(
      texts.citiesRequired,
    );
    expect(screen.getByLabelText(texts.maxOrderTotal)).toHaveAttribute('aria-invalid', 'true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('turns it off with no city left', async () => {
    const fetchMock = openSection({
      'GET /api/admin/store-info/payments': settingsAnswer({ ...saved, enabled: false, cities: [] }),
      'PUT /api/admin/store-info/payments': settingsAnswer({ ...saved, enabled: false, cities: [] }),
    });
    expect(await screen.findByLabelText(texts.enabled)).not.toBeChecked();
    await save();
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(putBodies(fetchMock)[0]).toMatchObject({ enabled: false, cities: [] });
  });

  it("shows the server's refusal in the section", async () => {
    const refusal = texts.unknownCity('Tema');
    openSection({
      'PUT /api/admin/store-info/payments': { status: 400, body: { success: false, message: refusal } },
    });
    await screen.findByLabelText(texts.enabled);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows staff who are not the owner the rules, why they cannot change them, and nothing to change them with', async () => {
    const fetchMock = openSection({}, false);
    const enabled = await screen.findByLabelText(texts.enabled);
    expect(enabled).toBeChecked();
    expect(screen.getByRole('form', { name: texts.title })).toHaveAccessibleDescription(texts.ownerOnly);
    const cities = screen.getByRole('group', { name: texts.cities });
    expect(within(cities).getByLabelText('Accra')).toBeChecked();
    for (const control of [
      enabled,
      within(cities).getByLabelText('Kumasi'),
      screen.getByLabelText(texts.maxOrderTotal),
      screen.getByLabelText(texts.verifiedPhone),
      screen.getByLabelText(texts.openOrdersPerAccount),
    ])
      expect(control).toBeDisabled();
    expect(screen.getByLabelText(texts.maxOrderTotal)).toHaveValue(3000);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(cities).getByLabelText('Kumasi'));
    expect(within(cities).getByLabelText('Kumasi')).not.toBeChecked();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('offers the owner every control and no such note', async () => {
    openSection();
    expect(await screen.findByLabelText(texts.enabled)).toBeEnabled();
    expect(screen.getByLabelText(texts.maxOrderTotal)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText(texts.ownerOnly)).toBeNull();
  });
});
