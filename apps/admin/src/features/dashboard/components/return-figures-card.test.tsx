import { RETURN_ADMIN_TEXTS, RETURN_REASON_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { RETURN_FIGURES_DAYS, ReturnFiguresCard } from './return-figures-card';

const texts = RETURN_ADMIN_TEXTS;

describe('the dashboard: returns', () => {
  it('shows returns by reason, the top five products, money refunded per day and the faulty units', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const fetchMock = vi.fn(
      fakeFetch({
        'GET /api/admin/returns/figures': {
          body: {
            success: true,
            byReason: [
              { reason: 'faulty', count: 5 },
              { reason: 'wrong-item', count: 2 },
            ],
            byProduct: ['Spark 20', 'Galaxy A15', 'JBL Flip 6', 'iPhone 13', 'Redmi 13C', 'Nokia 105'].map(
              (name, index) => ({ name, count: 6 - index }),
            ),
            refundedPerDay: [
              { day: '2026-11-26', amount: 0 },
              { day: '2026-11-27', amount: 1935.49 },
            ],
            faultyUnits: 3,
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReturnFiguresCard />);
    expect(await screen.findByRole('heading', { name: texts.figuresTitle })).toBeInTheDocument();
    expect(screen.getByTestId('returns-reason-faulty')).toHaveTextContent(`${RETURN_REASON_LABELS.faulty}5`);
    expect(screen.getAllByTestId('returns-product').map((row) => row.textContent)).toEqual([
      'Spark 206',
      'Galaxy A155',
      'JBL Flip 64',
      'iPhone 133',
      'Redmi 13C2',
    ]);
    expect(screen.getByTestId('refunded-2026-11-27')).toHaveTextContent('27 NovGHS 1,935.49');
    expect(screen.getByTestId('faulty-units')).toHaveTextContent('3');
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('days')).toBe(String(RETURN_FIGURES_DAYS));
  });
});
