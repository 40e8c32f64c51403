import { CATALOGUE_MESSAGES, type Hero } from '@shop/shared';
import { useHeroes } from '../../../api/heroes/get-heroes';
import { EmptyMessage, ErrorMessage } from '../../../components/status-message';
import {
  CAROUSEL_CONTROL_SIZE_CLASS,
  CAROUSEL_CONTROLS_CLASS,
  CAROUSEL_DOT_SIZE_CLASS,
  CAROUSEL_IMAGE_CLASS,
  CAROUSEL_SECTION_CLASS,
  HeroCarousel,
} from './hero-carousel';
import {
  HeroStrip,
  STRIP_GRID_CLASS,
  STRIP_HEADING_CLASS,
  STRIP_IMAGE_CLASS,
  STRIP_SECTION_CLASS,
} from './hero-strip';

interface HeroSectionProps {
  label: string;
  /** Which heroes this section shows, as a zero-based slice of the list. */
  start: number;
  end: number;
  variant: 'carousel' | 'strip';
  eagerFirst?: boolean;
}

/**
 * While the heroes load: the carousel's or the strip's own boxes for the slice it will show (the
 * picture, the play button and one dot per slide; or the heading and one banner per hero), so
 * what follows stays put when the heroes arrive.
 */
function HeroSkeleton({ variant, count }: { variant: 'carousel' | 'strip'; count: number }) {
  const pulse = 'animate-pulse bg-slate-100';
  if (variant === 'strip') {
    return (
      <div className={STRIP_SECTION_CLASS} data-testid="hero-placeholder">
        <div className={STRIP_HEADING_CLASS} aria-hidden="true">
          <span className={`block h-7 w-48 rounded sm:h-8 ${pulse}`} />
        </div>
        <div className={STRIP_GRID_CLASS}>
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={index} className={`${STRIP_IMAGE_CLASS} rounded-lg ${pulse}`} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={CAROUSEL_SECTION_CLASS} data-testid="hero-placeholder">
      <div className={`${CAROUSEL_IMAGE_CLASS} sm:rounded-xl ${pulse}`} />
      {count > 1 && (
        <div className={CAROUSEL_CONTROLS_CLASS} aria-hidden="true">
          {Array.from({ length: count + 1 }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={index}
              className={`${index === 0 ? CAROUSEL_CONTROL_SIZE_CLASS : CAROUSEL_DOT_SIZE_CLASS} shrink-0`}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Loads the heroes once (shared query) and shows a slice as a carousel or a strip. */
export function HeroSection({ label, start, end, variant, eagerFirst }: HeroSectionProps) {
  const query = useHeroes();
  if (query.isPending) {
    return <HeroSkeleton variant={variant} count={Math.max(0, end - start)} />;
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4">
        <ErrorMessage text={CATALOGUE_MESSAGES.noHeroes} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const heroes: Hero[] = query.data.slice(start, end);
  if (heroes.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4">
        <EmptyMessage text={CATALOGUE_MESSAGES.noHeroes} />
      </div>
    );
  }
  if (variant === 'strip') return <HeroStrip heroes={heroes} label={label} />;
  return <HeroCarousel heroes={heroes} label={label} eagerFirst={eagerFirst} />;
}
