import {
  CART_MESSAGES,
  CATALOG_MESSAGES,
  formatGhs,
  PAGE_META,
  PRODUCT_LABELS,
  type Product,
  truncate,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { Star } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useProduct } from '../../../api/products/get-product';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AddToCartButton } from '../components/add-to-cart-button';
import { ProductDescription } from '../components/product-description';
import { ProductGallery } from '../components/product-gallery';
import { RelatedProducts } from '../components/related-products';
import { StockNote } from '../components/stock-note';

const META_DESCRIPTION_LENGTH = 155;

function ProductNotFound() {
  usePageMeta(CATALOG_MESSAGES.productNotFound, PAGE_META.productFallback.description);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{CATALOG_MESSAGES.productNotFound}</h1>
      <p className="text-slate-600">{PRODUCT_LABELS.notFoundHint}</p>
      <Link
        to={paths.products}
        className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
      >
        {PRODUCT_LABELS.backToProducts}
      </Link>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  usePageMeta(product.name, truncate(product.description, META_DESCRIPTION_LENGTH));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.image} name={product.name} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{product.name}</h1>
          <p className="text-2xl font-bold text-slate-900" data-testid="product-price">
            {formatGhs(product.price)}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{PRODUCT_LABELS.category}</dt>
            <dd>
              {product.category} / {product.subcategory}
            </dd>
            <dt className="font-semibold">{PRODUCT_LABELS.brand}</dt>
            <dd>{product.brand}</dd>
          </dl>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Star aria-hidden="true" size={16} className="fill-amber-400 text-amber-400" />
            {PRODUCT_LABELS.reviews(product.reviews)}
          </p>
          <ProductDescription text={product.description} />
          {product.info.length > 0 && (
            <section aria-labelledby="product-info-heading">
              <h2 id="product-info-heading" className="mb-1 font-semibold">
                {PRODUCT_LABELS.details}
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-slate-700">
                {product.info.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          <StockNote stock={product.stock} />
          <AddToCartButton product={product} />
        </div>
      </div>
      <RelatedProducts product={product} />
    </div>
  );
}

export default function ProductPage() {
  const { productId = '' } = useParams();
  const query = useProduct(productId);
  if (query.isPending) {
    return (
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 md:grid-cols-2" role="status">
        <div className="aspect-square animate-pulse rounded-lg bg-slate-100" />
        <div className="h-64 animate-pulse rounded-lg bg-slate-100" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ProductNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={() => query.refetch()} />
      </div>
    );
  }
  return <ProductDetails key={query.data.id} product={query.data} />;
}
