import { SEARCH_DEBOUNCE_MS, SEARCH_LABELS, SEARCH_RESULTS_TEXT } from '@shop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, mockFetch, type RecordedRequest, renderWithProviders } from '../../../test/render';
import { splitAtMatch } from './highlight-match';
import { SearchBox } from './search-box';

const CATALOGUE = [
  makeProduct({ id: 1, name: 'Samsung Galaxy A15' }),
  makeProduct({ id: 2, name: 'Samsung Galaxy Tab A9' }),
  makeProduct({ id: 3, name: 'Apple iPhone 15' }),
];

let requests: RecordedRequest[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  requests = mockFetch(({ url }) => {
    const text = (new URL(url, 'http://shop.test').searchParams.get('q') ?? '').toLowerCase();
    const products = CATALOGUE.filter((product) => product.name.toLowerCase().includes(text));
    return { body: { success: true, products, total: products.length, page: 1, limit: 8 } };
  });
});
afterEach(() => vi.useRealTimers());

async function typeAndSettle(text: string) {
  const input = screen.getByRole('combobox', { name: SEARCH_LABELS.label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
  });
  return input;
}

describe('SearchBox', () => {
  it('asks the server once after the debounce, with the text and a limit of 8', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    for (const text of ['g', 'ga', 'gal', 'GALAXY']) fireEvent.change(input, { target: { value: text } });
    expect(requests).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(requests).toHaveLength(1);
    const search = new URL(requests[0]!.url, 'http://shop.test').searchParams;
    expect(search.get('q')).toBe('GALAXY');
    expect(search.get('limit')).toBe('8');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Samsung Galaxy A15'),
      expect.stringContaining('Samsung Galaxy Tab A9'),
      SEARCH_RESULTS_TEXT.seeAll('GALAXY'),
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with up and down, opens the active product with Enter', async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeAndSettle('samsung');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2]).toHaveTextContent(SEARCH_RESULTS_TEXT.seeAll('samsung'));
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/singleProducts/2');
  });

  it("opens the results page with Enter when nothing is highlighted, as a phone's Go key does", async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeAndSettle('  galaxy tab ');
    await screen.findAllByRole('option');
    input.focus();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=galaxy+tab');
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue('');
  });

  it('opens the results page from "See all results", and a tapped product takes the keyboard down', async () => {
    renderWithProviders(<SearchBox />);
    let input = await typeAndSettle('samsung');
    fireEvent.mouseDown(await screen.findByRole('option', { name: SEARCH_RESULTS_TEXT.seeAll('samsung') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=samsung');

    input = await typeAndSettle('apple');
    input.focus();
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Apple iPhone 15/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/singleProducts/3');
    expect(input).not.toHaveFocus();
  });

  it('closes the list with Escape and says when nothing matches', async () => {
    renderWithProviders(<SearchBox />);
    const input = await typeAndSettle('nokia');
    expect(await screen.findByText(SEARCH_LABELS.noResults)).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('finds the match in a name whatever its case', () => {
    expect(splitAtMatch('Samsung Galaxy A15', 'GALAXY')).toEqual(['Samsung ', 'Galaxy', ' A15']);
    expect(splitAtMatch('Apple iPhone', 'nokia')).toEqual(['Apple iPhone', '', '']);
  });

  it('shows what the server ranked for a misspelt text, though no name contains it', async () => {
    requests = mockFetch(() => ({
      body: { success: true, products: [CATALOGUE[0], CATALOGUE[1]], total: 2, page: 1, limit: 8 },
    }));
    renderWithProviders(<SearchBox />);
    await typeAndSettle('samsng');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Samsung Galaxy A15'),
      expect.stringContaining('Samsung Galaxy Tab A9'),
      SEARCH_RESULTS_TEXT.seeAll('samsng'),
    ]);
  });

  it('offers the closest names when nothing matches, and searches for the one chosen', async () => {
    requests = mockFetch(({ url }) => {
      const text = new URL(url, 'http://shop.test').searchParams.get('q');
      return text === 'Samsung'
        ? { body: { success: true, products: [CATALOGUE[0]], total: 1, page: 1, limit: 8 } }
        : { body: { success: true, products: [], total: 0, page: 1, limit: 8, suggestions: ['Samsung'] } };
    });
    renderWithProviders(<SearchBox />);
    const input = await typeAndSettle('samsnugxx');
    expect(await screen.findByText(SEARCH_LABELS.noResults)).toBeInTheDocument();
    const offer = await screen.findByRole('option', { name: `${SEARCH_LABELS.didYouMean} Samsung?` });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(offer).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('Samsung');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(await screen.findByRole('option', { name: /Samsung Galaxy A15/ })).toBeInTheDocument();
    expect(new URL(requests.at(-1)!.url, 'http://shop.test').searchParams.get('q')).toBe('Samsung');
  });
});
