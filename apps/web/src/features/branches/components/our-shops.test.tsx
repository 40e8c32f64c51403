import { BRANCH_TEXTS, type Branch } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import { OurShops } from './our-shops';

const weekdays = { opens: '08:00', closes: '18:00' };

const accraMall = (overrides: Partial<Branch> = {}): Branch => ({
  id: 1,
  name: 'Accra Mall',
  address: 'Shop 14, Accra Mall, Spintex Road',
  city: 'Accra',
  digitalAddress: 'GA-183-8164',
  phone: '030 250 1234',
  openingHours: [weekdays, weekdays, weekdays, weekdays, weekdays, { opens: '09:00', closes: '16:00' }, null],
  pickup: true,
  fillsDelivery: true,
  ...overrides,
});

const kumasiAdum = (): Branch =>
  accraMall({
    id: 2,
    name: 'Kumasi Adum',
    address: 'Prempeh II Street, Adum',
    city: 'Kumasi',
    digitalAddress: 'AK-039-5562',
    phone: '032 202 9876',
    openingHours: [weekdays, weekdays, null, weekdays, weekdays, weekdays, null],
    pickup: false,
    fillsDelivery: false,
  });

function showShops(answer: { status?: number; body: unknown }) {
  const api = fakeApi({ 'GET /api/branches': answer });
  const view = renderRoute(<OurShops />, { path: '/contacts' });
  return { ...api, ...view };
}

const shopOf = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('Our shops', () => {
  it('lists each branch with its address, digital address, phone link, week of hours and pickup', async () => {
    showShops({ body: { success: true, branches: [accraMall(), kumasiAdum()] } });
    const section = await screen.findByRole('region', { name: BRANCH_TEXTS.ourShops });
    expect(within(section).getByText(BRANCH_TEXTS.ourShopsIntro)).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Accra Mall', 'Kumasi Adum']);

    const accra = shopOf('Accra Mall');
    expect(within(accra).getByText('Shop 14, Accra Mall, Spintex Road, Accra')).toBeInTheDocument();
    expect(within(accra).getByText(BRANCH_TEXTS.digitalAddress('GA-183-8164'))).toBeInTheDocument();
    expect(within(accra).getByRole('link', { name: BRANCH_TEXTS.call('030 250 1234') })).toHaveAttribute(
      'href',
      'tel:0302501234',
    );
    const accraHours = within(accra).getByRole('list', { name: BRANCH_TEXTS.hours });
    expect(
      within(accraHours)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Monday to Friday: 08:00 to 18:00',
      'Saturday: 09:00 to 16:00',
      `Sunday: ${BRANCH_TEXTS.closed}`,
    ]);
    expect(within(accra).getByText(BRANCH_TEXTS.pickupOffered)).toBeInTheDocument();

    // A closed day in the middle of the week splits the days around it.
    const kumasi = shopOf('Kumasi Adum');
    const kumasiHours = within(kumasi).getByRole('list', { name: BRANCH_TEXTS.hours });
    expect(
      within(kumasiHours)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Monday to Tuesday: 08:00 to 18:00',
      `Wednesday: ${BRANCH_TEXTS.closed}`,
      'Thursday to Saturday: 08:00 to 18:00',
      `Sunday: ${BRANCH_TEXTS.closed}`,
    ]);
    expect(within(kumasi).queryByText(BRANCH_TEXTS.pickupOffered)).toBeNull();
  });

  it('leaves out what a migrated branch has no value for, instead of showing it blank', async () => {
    showShops({
      body: {
        success: true,
        branches: [
          accraMall({ name: 'Main shop', address: 'Osu, Accra', city: '', digitalAddress: '', phone: '' }),
        ],
      },
    });
    const main = await waitFor(() => shopOf('Main shop'));
    expect(within(main).getByText('Osu, Accra')).toBeInTheDocument();
    expect(within(main).queryByText(/Digital address/)).toBeNull();
    expect(within(main).queryByRole('link')).toBeNull();
  });

  it('is left out when the shop lists no branches', async () => {
    const { fetchMock } = showShops({ body: { success: true, branches: [] } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.animate-pulse')).toBeNull());
    expect(screen.queryByRole('region', { name: BRANCH_TEXTS.ourShops })).toBeNull();
    expect(screen.queryByText(BRANCH_TEXTS.ourShops)).toBeNull();
  });

  it('is left out, with no error shown, when the branches cannot be loaded', async () => {
    const { fetchMock } = showShops({
      status: 500,
      body: { success: false, message: 'Database unavailable' },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.animate-pulse')).toBeNull());
    expect(screen.queryByText(BRANCH_TEXTS.ourShops)).toBeNull();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
