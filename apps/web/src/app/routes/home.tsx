import {
  COLLECTION_SIZE,
  FIRST_CAROUSEL_HERO_COUNT,
  HOME_HEADINGS,
  PAGE_META,
  SECOND_CAROUSEL_SLICE,
  STRIP_SIZE,
} from '@shop/shared';
import { catalogueListsQueryOptions } from '../../api/catalogue-lists/get-catalogue-lists';
import { heroesQueryOptions } from '../../api/heroes/get-heroes';
import { phonesAndTabletsQueryOptions } from '../../api/products/get-phones-and-tablets';
import { productCardsQueryOptions } from '../../api/products/get-products';
import { storeInfoQueryOptions } from '../../api/store-info/get-store-info';
import { StaticIsland } from '../../components/static-island';
import { HeroSection } from '../../features/heroes/components/hero-section';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { ComputersMenu } from '../../features/products/components/computers-menu';
import { PhonesAndTabletsStrip } from '../../features/products/components/phones-and-tablets-strip';
import { ProductStrip } from '../../features/products/components/product-strip';
import { PolicyBadges } from '../../features/store-info/components/policy-badges';
import { StoreInfoBlock } from '../../features/store-info/components/store-info-block';
import type { PageDataLoader } from '../../lib/page-data';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';

// Stable objects, so that each strip's query key stays the same between renders.
const ACCESSORIES = { category: ['Accessories'], limit: STRIP_SIZE };
const TOP_SELLING = { flag: 'top' as const, limit: STRIP_SIZE };
const LAPTOPS = { subcategory: ['Laptop'], limit: STRIP_SIZE };
const COLLECTIONS = { flag: 'collection' as const, limit: COLLECTION_SIZE };
/** The hero strip shows the heroes that follow the second carousel's. */
const HERO_STRIP_SLICE = { start: SECOND_CAROUSEL_SLICE.end, end: SECOND_CAROUSEL_SLICE.end + 3 };

/** Everything home shows: the heroes, the four product strips, phones and tablets, the store. */
export const loadPageData: PageDataLoader = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(heroesQueryOptions()),
    // The Computers menu's links: the subcategories staff keep under Computer.
    queryClient.prefetchQuery(catalogueListsQueryOptions()),
    ...[ACCESSORIES, TOP_SELLING, LAPTOPS, COLLECTIONS].map((parameters) =>
      queryClient.prefetchQuery(productCardsQueryOptions(parameters)),
    ),
    queryClient.prefetchQuery(phonesAndTabletsQueryOptions()),
    queryClient.prefetchQuery(storeInfoQueryOptions()),
  ]);

/** Home, in the order of docs/product/storefront.md#home. */
export default function HomeRoute() {
  usePageMeta(PAGE_META.home.title, PAGE_META.home.description);
  return (
    <div className="flex flex-col pb-4 sm:pt-4">
      <h1 className="sr-only">{PAGE_META.home.description}</h1>
      <HeroSection
        variant="carousel"
        label={HOME_HEADINGS.heroCarousel}
        start={0}
        end={FIRST_CAROUSEL_HERO_COUNT}
        eagerFirst
      />
      <StaticIsland id="home-computers">
        <ComputersMenu />
      </StaticIsland>
      {/* Below the first screen of a phone: each part laid out as it scrolls near (index.css). */}
      <div className="below-fold-parts flex flex-col">
        <ProductStrip
          id="home-accessories"
          heading={HOME_HEADINGS.accessories}
          parameters={ACCESSORIES}
          viewAllHref={`${paths.newProducts}?category=Accessories`}
        />
        <ProductStrip id="home-top-selling" heading={HOME_HEADINGS.topSelling} parameters={TOP_SELLING} />
        <HeroSection
          variant="strip"
          label={HOME_HEADINGS.heroStrip}
          start={HERO_STRIP_SLICE.start}
          end={HERO_STRIP_SLICE.end}
        />
        <ProductStrip
          id="home-laptops"
          heading={HOME_HEADINGS.laptops}
          parameters={LAPTOPS}
          viewAllHref={`${paths.newProducts}?subcategory=Laptop`}
        />
        <PhonesAndTabletsStrip />
        <ProductStrip id="home-collections" heading={HOME_HEADINGS.collections} parameters={COLLECTIONS} />
        <HeroSection
          variant="carousel"
          label={HOME_HEADINGS.secondCarousel}
          start={SECOND_CAROUSEL_SLICE.start}
          end={SECOND_CAROUSEL_SLICE.end}
        />
        <StoreInfoBlock />
        <StaticIsland id="home-policies">
          <PolicyBadges />
        </StaticIsland>
        <section aria-labelledby="home-newsletter" className="mx-auto w-full max-w-7xl px-4 py-8">
          <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-100 px-4 py-8 text-center">
            <h2 id="home-newsletter" className="text-xl font-bold sm:text-2xl">
              {HOME_HEADINGS.newsletter}
            </h2>
            <p className="text-slate-600">{HOME_HEADINGS.newsletterIntro}</p>
            <NewsletterForm />
          </div>
        </section>
      </div>
    </div>
  );
}
