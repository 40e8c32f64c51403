import { TAX_SETTINGS_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import TaxSettingsPage from './tax-settings-page';

const texts = TAX_SETTINGS_TEXTS;

const DEFAULTS = {
  registered: false,
  tin: '',
  legalName: '',
  vatRate: 15,
  levies: [
    { name: 'NHIL', rate: 2.5 },
    { name: 'GETFund', rate: 2.5 },
  ],
  deliveryTaxed: true,
};
const settingsAnswer = (taxSettings: unknown = DEFAULTS, message?: string): FakeAnswer => ({
  body: { success: true, ...(message ? { message } : {}), taxSettings },
});
const profileOf = (isOwner: boolean): FakeAnswer => ({
  body: {
    success: true,
    user: { name: 'Signed In', email: 'in@example.com', image: null, isAdmin: true, isOwner },
    isAdmin: true,
  },
});

/** Opens the page as the owner, unless `viewerIsOwner` says the viewer is other staff. */
function openPage(answers: Record<string, FakeAnswer> = {}, viewerIsOwner = true) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/user/profile': profileOf(viewerIsOwner),
      'GET /api/admin/tax-settings': settingsAnswer(),
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<TaxSettingsPage />, { path: '/tax-settings' });
  return fetchMock;
}

const putBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const example = () => screen.getByTestId('tax-example');
const save = () => userEvent.click(screen.getByRole('button', { name: texts.save }));

describe('the Tax settings page', () => {
  it('splits a GHS 1,000.00 order by the rates on the form, as the owner types them', async () => {
    openPage();
    expect(await screen.findByRole('switch', { name: texts.registered })).not.toBeChecked();
    expect(example()).toHaveTextContent(
      'A GHS 1,000.00 order: taxable value GHS 833.34, NHIL GHS 20.83, GETFund GHS 20.83, VAT GHS 125.00.',
    );
    expect(screen.getByText(texts.exampleNotRegistered)).toBeInTheDocument();

    const vat = screen.getByLabelText(texts.vatRate);
    await userEvent.clear(vat);
    expect(example()).toHaveTextContent(texts.exampleInvalid);
    await userEvent.type(vat, '12.5');
    expect(example()).toHaveTextContent(
      'A GHS 1,000.00 order: taxable value GHS 851.06, NHIL GHS 21.28, GETFund GHS 21.28, VAT GHS 106.38.',
    );
  });

  it('adds a levy, removes one, and saves every setting at once with the server’s message', async () => {
    const saved = {
      ...DEFAULTS,
      registered: true,
      tin: 'C0012345678',
      legalName: 'Kwik Tech Ghana Ltd',
      levies: [
        { name: 'NHIL', rate: 2.5 },
        { name: 'COVID-19 Levy', rate: 1 },
      ],
      deliveryTaxed: false,
    };
    const fetchMock = openPage({ 'PUT /api/admin/tax-settings': settingsAnswer(saved, texts.saved) });
    await userEvent.click(await screen.findByRole('switch', { name: texts.registered }));
    await userEvent.type(screen.getByLabelText(texts.tin), 'c0012345678');
    await userEvent.type(screen.getByLabelText(texts.legalName), 'Kwik Tech Ghana Ltd');
    await userEvent.click(screen.getByRole('button', { name: texts.addLevy }));
    await userEvent.type(screen.getByLabelText(texts.levyName(3)), 'COVID-19 Levy');
    await userEvent.type(screen.getByLabelText(texts.levyRate(3)), '1');
    // Three levies are the most: no button offers a fourth.
    expect(screen.queryByRole('button', { name: texts.addLevy })).toBeNull();
    expect(example()).toHaveTextContent('COVID-19 Levy GHS 8.26');
    await userEvent.click(screen.getByRole('button', { name: texts.removeLevy('GETFund') }));
    expect(screen.getByLabelText(texts.levyName(2))).toHaveValue('COVID-19 Levy');
    await userEvent.click(screen.getByRole('switch', { name: texts.deliveryTaxed }));
    await save();
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([{ ...saved, tin: 'C0012345678' }]);
  });

  it('asks for the TIN once registered, and names a levy name used twice, before asking the server', async () => {
    const fetchMock = openPage();
    await userEvent.click(await screen.findByRole('switch', { name: texts.registered }));
    const secondName = screen.getByLabelText(texts.levyName(2));
    await userEvent.clear(secondName);
    await userEvent.type(secondName, 'nhil');
    await save();
    expect(screen.getByLabelText(texts.tin)).toHaveAccessibleDescription(texts.errors.tinRequired);
    expect(secondName).toHaveAccessibleDescription(texts.errors.levyNameTaken('nhil'));
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal on the page", async () => {
    openPage({
      'PUT /api/admin/tax-settings': { status: 403, body: { success: false, message: texts.ownerOnly } },
    });
    await screen.findByRole('switch', { name: texts.registered });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.ownerOnly);
  });

  it('shows staff who are not the owner the settings and why they cannot change them', async () => {
    const fetchMock = openPage({}, false);
    const registered = await screen.findByRole('switch', { name: texts.registered });
    expect(screen.getByRole('form', { name: texts.title })).toHaveAccessibleDescription(texts.readOnly);
    for (const control of [
      registered,
      screen.getByLabelText(texts.tin),
      screen.getByLabelText(texts.vatRate),
    ])
      expect(control).toBeDisabled();
    expect(screen.getByLabelText(texts.vatRate)).toHaveValue(15);
    expect(screen.queryByRole('button', { name: texts.save })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.addLevy })).toBeDisabled();
    expect(putBodies(fetchMock)).toEqual([]);
  });
});
