import { PAGE_META, SHOP_NAME } from '@shop/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

describe('usePageMeta', () => {
  it("sets the route's title and meta description", () => {
    renderHook(() => usePageMeta(PAGE_META.faqs.title, PAGE_META.faqs.description));
    expect(document.title).toBe(`${PAGE_META.faqs.title} | ${SHOP_NAME}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      PAGE_META.faqs.description,
    );
  });

  it('uses the shop name alone for the home page', () => {
    renderHook(() => usePageMeta(PAGE_META.home.title, PAGE_META.home.description));
    expect(document.title).toBe(SHOP_NAME);
  });
});
