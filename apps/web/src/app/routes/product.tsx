import ProductPage, { loadPageData as loadProductPageData } from '../../features/products/pages/product-page';
import { loadProductReviews, ProductReviews } from '../../features/reviews/components/product-reviews';
import { NotifyMeWhenBack } from '../../features/stock-alerts/components/notify-me-when-back';
import type { PageDataLoader } from '../../lib/page-data';

/**
 * The product, its related products and its reviews, all asked at once: the reviews wait for
 * nothing, so they add no round trip to the server's render of the product.
 */
export const loadPageData: PageDataLoader = (context) =>
  Promise.all([loadProductPageData(context), loadProductReviews(context)]);

/**
 * /singleProducts/:productId: the product (features/products) with its customer reviews
 * (features/reviews, decision 0064) under it, and "Notify me when it's back" on a sold-out
 * variant (features/stock-alerts, decision 0066): the features meet here.
 */
export default function ProductRoute() {
  return (
    <ProductPage
      extras={(product) => <ProductReviews key={product.id} productId={product.id} />}
      whenSoldOut={(product, variant) => (
        <NotifyMeWhenBack key={variant?._id ?? product._id} productId={product.id} variantId={variant?._id} />
      )}
    />
  );
}
