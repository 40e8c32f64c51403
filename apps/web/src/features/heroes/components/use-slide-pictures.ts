import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/**
 * The source of a slide's picture until it is asked for: a transparent pixel (the CSP allows
 * `data:` pictures), so the slide keeps one `<img>` from the server's HTML on and the browser
 * replaces no element when the real picture comes.
 */
export const WAITING_PICTURE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Which slides of a carousel have their picture asked for. The first slide's comes with the
 * page; another's when the carousel shows it, and its neighbours' once the picture shown has
 * loaded and the browser is idle, so the next slide is ready before it slides in. On `/` the
 * first carousel's four other 1,600-pixel pictures no longer load (nor decode) beside the page
 * itself, and the two that are no neighbour of the first are fetched only if the carousel nears them.
 */
export function useSlidePictures(count: number, index: number) {
  const [asked, setAsked] = useState<readonly number[]>([0]);
  const [loaded, setLoaded] = useState<readonly number[]>([]);
  const ask = useCallback(
    (...indices: number[]) =>
      setAsked((current) => {
        const missing = indices.filter((slide) => !current.includes(slide));
        return missing.length > 0 ? [...current, ...missing] : current;
      }),
    [],
  );
  useEffect(() => ask(index), [ask, index]);

  const shownHasLoaded = loaded.includes(index);
  useEffect(() => {
    if (!shownHasLoaded || count < 2) return;
    return whenIdle(() => ask((index + 1) % count, (index - 1 + count) % count));
  }, [ask, count, index, shownHasLoaded]);

  /** A slide's picture has loaded: its own, not the waiting pixel. */
  const pictureLoaded = useCallback((slide: number, image: HTMLImageElement) => {
    if ((image.currentSrc || image.src).startsWith('data:')) return;
    setLoaded((current) => (current.includes(slide) ? current : [...current, slide]));
  }, []);
  /** Ref of a slide's picture: one that loaded before the browser took over the page counts too. */
  const pictureRef = useCallback(
    (slide: number) => (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth > 0) pictureLoaded(slide, image);
    },
    [pictureLoaded],
  );
  return { isAsked: (slide: number) => asked.includes(slide), pictureLoaded, pictureRef };
}
