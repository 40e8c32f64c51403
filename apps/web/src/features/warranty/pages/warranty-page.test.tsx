import { WARRANTY_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import WarrantyPage from './warranty-page';

const warranty = {
  serial: '356938035643809',
  product: 'Samsung Galaxy A15',
  variant: '128GB, Blue',
  soldOn: '2026-11-28',
  warrantyUntil: '2027-11-28',
  state: 'sold',
  underWarranty: true,
};

function openWarranty(at: string, answers: Record<string, FakeAnswer> = {}) {
  const api = fakeApi({
    'GET /api/warranty/356938035643809': { body: { success: true, warranty } },
    ...answers,
  });
  const view = renderRoute(<WarrantyPage />, { path: '/warranty', at });
  return { ...api, ...view };
}

const pairs = (list: Element) =>
  [...list.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe('/warranty', () => {
  it('shows the unit, its dates and the plain sentence for a serial this shop sold', async () => {
    openWarranty('/warranty?serial=356938035643809');
    const answer = await screen.findByTestId('warranty-answer');
    expect(within(answer).getByRole('heading')).toHaveTextContent('Under warranty until 28 Nov 2027');
    expect(pairs(answer)).toEqual([
      'Product: Samsung Galaxy A15',
      'Variant: 128GB, Blue',
      'Serial: 356938035643809',
      'Sold on: 28 Nov 2026',
      'Warranty until: 28 Nov 2027',
    ]);
    expect(screen.getByLabelText(WARRANTY_PAGE_TEXTS.field)).toHaveValue('356938035643809');
  });

  it('says when the unit has an open warranty claim, and where it stands', async () => {
    openWarranty('/warranty?serial=356938035643809', {
      'GET /api/warranty/356938035643809': {
        body: {
          success: true,
          warranty: {
            ...warranty,
            claim: { number: 'RET-101', status: 'Received', statusLabel: 'Received' },
          },
        },
      },
    });
    expect(await screen.findByTestId('warranty-claim')).toHaveTextContent(
      WARRANTY_PAGE_TEXTS.openClaim('RET-101', 'Received'),
    );
  });

  it('shows no claim for a unit without an open one', async () => {
    openWarranty('/warranty?serial=356938035643809', {
      'GET /api/warranty/356938035643809': {
        body: { success: true, warranty: { ...warranty, claim: null } },
      },
    });
    await screen.findByTestId('warranty-answer');
    expect(screen.queryByTestId('warranty-claim')).toBeNull();
  });

  it('asks for the serial as stored: spaces dropped, capitals', async () => {
    const { requests } = openWarranty('/warranty?serial=3569%20380%203564%203809');
    await screen.findByTestId('warranty-answer');
    expect(requests.map((request) => request.path)).toEqual(['/api/warranty/356938035643809']);
  });

  it.each([
    [{ ...warranty, underWarranty: false, warrantyUntil: '2025-01-31' }, 'Warranty ended on 31 Jan 2025'],
    [{ ...warranty, state: 'returned', underWarranty: false }, 'This unit was returned to the shop'],
  ])('says plainly when the warranty is over or the unit came back (%#)', async (answered, sentence) => {
    openWarranty('/warranty?serial=356938035643809', {
      'GET /api/warranty/356938035643809': { body: { success: true, warranty: answered } },
    });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(sentence);
  });

  it.each([
    [404, 'We did not sell a unit with this serial.'],
    [429, 'Too many warranty checks from this address. Please try again in a minute.'],
  ])('shows the server’s own words for a %i', async (status, message) => {
    openWarranty('/warranty?serial=UNKNOWN-1', {
      'GET /api/warranty/UNKNOWN-1': { status, body: { success: false, message } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('warranty-answer')).toBeNull();
  });

  it('asks nothing until a serial is typed, then puts it in the address and answers', async () => {
    const { requests, router } = openWarranty('/warranty');
    expect(screen.getByRole('heading', { level: 1, name: WARRANTY_PAGE_TEXTS.title })).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.type(screen.getByLabelText(WARRANTY_PAGE_TEXTS.field), '356938035643809');
    await userEvent.click(screen.getByRole('button', { name: WARRANTY_PAGE_TEXTS.submit }));
    expect(await screen.findByTestId('warranty-answer')).toHaveTextContent('Samsung Galaxy A15');
    expect(router.state.location.search).toBe('?serial=356938035643809');
  });

  it('is a GET form, so it works without JavaScript', () => {
    openWarranty('/warranty');
    const form = screen.getByRole('button', { name: WARRANTY_PAGE_TEXTS.submit }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/warranty');
    expect(screen.getByLabelText(WARRANTY_PAGE_TEXTS.field)).toHaveAttribute('name', 'serial');
  });
});
