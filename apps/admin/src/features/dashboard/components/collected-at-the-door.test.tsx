import { PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { CollectedAtTheDoor } from './collected-at-the-door';

const texts = PAY_ON_DELIVERY_TEXTS.dashboard;
const quiet = (date: string) => ({
  date,
  cash: 0,
  momo: 0,
  collectedOrders: 0,
  refusedOrders: 0,
  stillOutOrders: 0,
  stillOut: 0,
  byStaff: [],
});
const kofi = { staffId: 'staff-kofi', name: 'Kofi Rider', cash: 1200, momo: 0, orders: 1 };
const esi = { staffId: 'staff-esi', name: 'Esi Staff', cash: 0, momo: 350.5, orders: 1 };

function openFigures(answer: FakeAnswer) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/admin/collections': answer })));
  renderWithProviders(<CollectedAtTheDoor />);
}

describe('the dashboard: collected at the door', () => {
  it('shows each busy day with its staff, the period per staff member, and what is still out', async () => {
    openFigures({
      body: {
        success: true,
        from: '2026-11-24',
        to: '2026-11-26',
        days: [
          quiet('2026-11-24'),
          {
            ...quiet('2026-11-25'),
            cash: 1200,
            momo: 350.5,
            collectedOrders: 2,
            refusedOrders: 1,
            byStaff: [kofi, esi],
          },
          { ...quiet('2026-11-26'), stillOutOrders: 2, stillOut: 899.98 },
        ],
        byStaff: [kofi, esi],
        byBranch: [
          { branchId: 1, name: 'Accra Mall', cash: 1200, momo: 0, orders: 1 },
          { branchId: 2, name: 'Kumasi Adum', cash: 0, momo: 350.5, orders: 1 },
        ],
        totals: { cash: 1200, momo: 350.5, collectedOrders: 2, refusedOrders: 1 },
        stillOut: { orders: 2, amount: 899.98 },
      },
    });
    expect(await screen.findByTestId('still-out')).toHaveTextContent(texts.stillOutNow(2, 'GHS 899.98'));
    // The quiet day is left out.
    expect(screen.queryByTestId('collected-2026-11-24')).toBeNull();
    const day = screen.getByTestId('collected-2026-11-25');
    expect(day).toHaveTextContent('GHS 1,200.00');
    expect(day).toHaveTextContent('GHS 350.50');
    expect(day).toHaveTextContent('GHS 1,550.50');
    expect(screen.getByTestId('collected-2026-11-26')).toHaveTextContent('2 · GHS 899.98');
    const staffRows = screen.getAllByTestId('collected-by-staff');
    expect(staffRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Kofi Rider',
      'Esi Staff',
    ]);
    expect(staffRows[1]).toHaveTextContent('GHS 350.50');
    // Each branch's door or counter, so a branch's cash can be counted against its till.
    const branchRows = screen.getAllByTestId('collected-by-branch');
    expect(branchRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Accra Mall',
      'Kumasi Adum',
    ]);
    expect(branchRows[1]).toHaveTextContent('GHS 350.50');
  });

  it('says nothing was collected in a quiet period', async () => {
    openFigures({
      body: {
        success: true,
        from: '2026-11-25',
        to: '2026-11-26',
        days: [quiet('2026-11-25'), quiet('2026-11-26')],
        byStaff: [],
        totals: { cash: 0, momo: 0, collectedOrders: 0, refusedOrders: 0 },
        stillOut: { orders: 0, amount: 0 },
      },
    });
    expect(await screen.findByText(texts.none)).toBeInTheDocument();
  });
});
