import { ADMIN_MESSAGES, ADMIN_TEXTS, type AdminProduct, formatGhs } from '@shop/shared';
import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useDeleteProduct } from '../../../api/products/delete-product';
import { useRestoreProduct } from '../../../api/products/restore-product';
import { useUpdateProductFlags } from '../../../api/products/update-product-flags';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cellClass } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { StockEditor } from './stock-editor';

/** The switches staff flip right in the list. */
const FLAGS = [
  { flag: 'TopSellingProduct', label: ADMIN_TEXTS.products.topSelling },
  { flag: 'collection', label: ADMIN_TEXTS.products.collection },
] as const;

export function ProductRow({ product }: { product: AdminProduct }) {
  const flags = useUpdateProductFlags();
  const remove = useDeleteProduct();
  const restore = useRestoreProduct();

  const [askingToDelete, setAskingToDelete] = useState(false);

  function deleteProduct() {
    // The answer says whether it was deleted or archived; staff read that, not a generic "Deleted".
    remove.mutate(product.id, {
      onSuccess: (answer) => (answer.outcome === 'archived' ? toast.info : toast.success)(answer.message),
      onSettled: () => setAskingToDelete(false),
    });
  }

  return (
    <tr className={product.archived ? 'bg-slate-50 text-slate-500' : undefined}>
      <td className={cellClass}>
        {product.image[0] ? (
          <img src={product.image[0]} alt="" className="size-10 max-w-none rounded object-cover" />
        ) : null}
      </td>
      <td className={cellClass}>
        <Link to={paths.editProduct(product.id)} className="font-medium hover:underline">
          {product.name}
        </Link>
        {product.archived ? (
          <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">{ADMIN_TEXTS.products.archived}</span>
        ) : null}
        <span className="block text-xs text-slate-500">
          {ADMIN_TEXTS.products.idAndBrand(product.id, product.brand)}
        </span>
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(product.price)}</td>
      <td className={cellClass}>
        {product.category}
        <span className="block text-xs text-slate-500">{product.subcategory}</span>
      </td>
      <td className={cellClass}>
        {product.variants.length > 1 ? (
          // The sum of its variants' stock, which staff set in its variants grid.
          <Link to={paths.editProduct(product.id)} className="whitespace-nowrap hover:underline">
            {VARIANT_GRID_TEXTS.stockInVariants(product.stock, product.variants.length)}
          </Link>
        ) : (
          <StockEditor key={product.stock} id={product.id} name={product.name} stock={product.stock} />
        )}
      </td>
      <td className={cellClass}>
        {FLAGS.map(({ flag, label }) => (
          <label key={flag} className="flex items-center gap-1 text-xs">
            <input
              type="checkbox"
              checked={product[flag]}
              disabled={flags.isPending}
              onChange={(event) => flags.mutate({ id: product.id, flags: { [flag]: event.target.checked } })}
            />
            {label}
          </label>
        ))}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <Link
          to={paths.editProduct(product.id)}
          className={buttonClass('ghost', 'sm')}
          aria-label={ADMIN_TEXTS.products.edit(product.name)}
        >
          <Pencil aria-hidden className="size-4" />
        </Link>
        {product.archived ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={ADMIN_TEXTS.products.restore(product.name)}
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(product.id, {
                onSuccess: (answer) => toast.success(answer.message ?? ADMIN_MESSAGES.productRestored),
              })
            }
          >
            <RotateCcw aria-hidden className="size-4" />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={ADMIN_TEXTS.products.delete(product.name)}
            disabled={remove.isPending}
            onClick={() => setAskingToDelete(true)}
          >
            <Trash2 aria-hidden className="size-4 text-red-600" />
          </Button>
        )}
        <ConfirmDialog
          open={askingToDelete}
          question={ADMIN_MESSAGES.confirmDeleteProduct(product.name)}
          confirmLabel={ADMIN_DIALOG_TEXTS.delete}
          busy={remove.isPending}
          onConfirm={deleteProduct}
          onCancel={() => setAskingToDelete(false)}
        />
      </td>
    </tr>
  );
}
