import { type RefObject, useEffect } from 'react';

/** The CSS variable index.css places the toasts by. */
const HEADER_HEIGHT_VARIABLE = '--header-height';

/**
 * Publishes the sticky header's height (which changes with the screen's width and the open
 * menu) as a CSS variable, so that toasts start below it and never cover the search or the cart.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
