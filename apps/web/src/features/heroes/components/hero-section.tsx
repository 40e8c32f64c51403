import { CATALOG_MESSAGES, type Hero } from '@shop/shared';
import { useHeroes } from '../../../api/heroes/get-heroes';
import { EmptyMessage, ErrorMessage } from '../../../components/status-message';
import { HeroCarousel } from './hero-carousel';
import { HeroStrip } from './hero-strip';

interface HeroSectionProps {
  label: string;
  /** Which heroes this section shows, as a zero-based slice of the list. */
  start: number;
  end: number;
  variant: 'carousel' | 'strip';
  eagerFirst?: boolean;
}

/** Loads the heroes once (shared query) and shows a slice as a carousel or a strip. */
export function HeroSection({ label, start, end, variant, eagerFirst }: HeroSectionProps) {
  const query = useHeroes();
  if (query.isPending) {
    return <div className="mx-auto aspect-[8/3] w-full max-w-7xl animate-pulse bg-slate-100 sm:rounded-xl" />;
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4">
        <ErrorMessage text={CATALOG_MESSAGES.noHeroes} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const heroes: Hero[] = query.data.slice(start, end);
  if (heroes.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4">
        <EmptyMessage text={CATALOG_MESSAGES.noHeroes} />
      </div>
    );
  }
  if (variant === 'strip') return <HeroStrip heroes={heroes} label={label} />;
  return <HeroCarousel heroes={heroes} label={label} eagerFirst={eagerFirst} />;
}
