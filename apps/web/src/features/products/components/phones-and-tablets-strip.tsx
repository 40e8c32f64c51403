import { HOME_HEADINGS } from '@shop/shared';
import { usePhonesAndTablets } from '../../../api/products/get-phones-and-tablets';
import { ProductSection } from './product-section';

export function PhonesAndTabletsStrip() {
  const query = usePhonesAndTablets();
  return (
    <ProductSection
      id="home-phones-tablets"
      heading={HOME_HEADINGS.phonesAndTablets}
      products={query.data}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => query.refetch()}
      placeholderCount={8}
    />
  );
}
