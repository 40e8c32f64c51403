import { formatGhs, type Product, TRUNCATE_LONG } from '@shop/shared';
import { Link } from 'react-router';
import { TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../lib/paths';

interface ProductCardProps {
  product: Product;
  /** Cards in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  nameLength?: number;
}

export function ProductCard({ product, eager = false, nameLength = TRUNCATE_LONG }: ProductCardProps) {
  return (
    <Link
      to={paths.product(product.id)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md"
    >
      <img
        src={product.image[0]}
        alt={product.name}
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-square w-full bg-slate-50 object-contain p-2 transition group-hover:scale-[1.02]"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <TruncatedText
          text={product.name}
          length={nameLength}
          className="text-sm font-medium text-slate-800"
        />
        <span className="mt-auto font-bold text-slate-900">{formatGhs(product.price)}</span>
      </div>
    </Link>
  );
}
