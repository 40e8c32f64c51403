import { ADMIN_MESSAGES, ADMIN_TEXTS, type AdminProductBody } from '@shop/shared';
import { catalogueListsOf } from '@shop/shared/category-subcategories';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useCatalogueLists } from '../../../api/catalogue-lists/get-catalogue-lists';
import { useProduct } from '../../../api/products/get-product';
import { useSaveProduct } from '../../../api/products/save-product';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { ProductForm, type ProductFormHandle } from './product-form';
import {
  emptyProductValues,
  type FieldErrors,
  fieldOfServerMessage,
  valuesFromProduct,
} from './product-form-values';
import { StockAlertWaitingPanel } from './stock-alert-waiting-panel';
import { type ProductStep, VariantsEditor } from './variants-editor';

/** A new product: created, then its edit page opens so staff give it variants at once. */
function useCreateProduct() {
  const save = useSaveProduct();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  function submit(body: AdminProductBody) {
    setServerErrors({});
    save.mutate(
      { body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? ADMIN_MESSAGES.saved);
          navigate(paths.editProduct(answer.product.id));
        },
        onError: (error) => {
          const message = failureMessage(error);
          setServerErrors({ [fieldOfServerMessage(message)]: message });
        },
      },
    );
  }
  return { submit, saving: save.isPending, serverErrors };
}

/** The edit page's product fields as the first step of its one Save (the variants grid's). */
function useProductStep(id: number) {
  const save = useSaveProduct();
  const form = useRef<ProductFormHandle | null>(null);
  const checked = useRef<AdminProductBody | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const step: ProductStep = {
    saveLabel: ADMIN_TEXTS.productForm.save,
    check: () => {
      checked.current = form.current?.check() ?? null;
      return checked.current !== null;
    },
    save: () =>
      new Promise<boolean>((resolve) => {
        const body = checked.current;
        if (!body) return resolve(false);
        setServerErrors({});
        save.mutate(
          { id, body },
          {
            onSuccess: () => resolve(true),
            onError: (error) => {
              const message = failureMessage(error);
              setServerErrors({ [fieldOfServerMessage(message)]: message });
              resolve(false);
            },
          },
        );
      }),
  };
  return { form, step, saving: save.isPending, serverErrors };
}

/**
 * Panels other features put below the variants (the app shell passes them: stock by branch).
 * `onStockChanged`, called once the product's figures are read again, starts the form and the
 * grid afresh, so neither saves the stock it showed before.
 */
type ProductPanels = (productId: number, onStockChanged: () => void) => ReactNode;

function EditProduct({ id, productPanels }: { id: number; productPanels?: ProductPanels }) {
  const product = useProduct(id);
  const lists = useCatalogueLists();
  const { form, step, saving, serverErrors } = useProductStep(id);
  const [stockGeneration, setStockGeneration] = useState(0);
  if (product.isPending || lists.isPending) return <Loading />;
  if (product.isError) return <LoadError message={failureMessage(product.error)} />;
  if (lists.isError) return <LoadError message={failureMessage(lists.error)} />;
  return (
    <>
      <PageHeader
        title={ADMIN_TEXTS.productForm.editTitle(product.data.product.name)}
        actions={
          <Link to={paths.products} className="text-sm underline">
            {ADMIN_TEXTS.productForm.backToProducts}
          </Link>
        }
      />
      <div className="space-y-6">
        <ProductForm
          key={stockGeneration}
          initialValues={valuesFromProduct(product.data.product)}
          lists={catalogueListsOf(lists.data)}
          submitLabel={ADMIN_TEXTS.productForm.save}
          saving={saving}
          serverErrors={serverErrors}
          onSubmit={() => undefined}
          handle={form}
          priceFromVariants={product.data.product.variants.length > 1}
        />
        <StockAlertWaitingPanel productId={id} />
        <VariantsEditor
          key={stockGeneration}
          productId={id}
          productPublicId={product.data.product._id}
          productStep={step}
        />
        {productPanels?.(id, () => setStockGeneration((old) => old + 1))}
      </div>
    </>
  );
}

function NewProduct() {
  const { submit, saving, serverErrors } = useCreateProduct();
  const lists = useCatalogueLists();
  if (lists.isPending) return <Loading />;
  if (lists.isError) return <LoadError message={failureMessage(lists.error)} />;
  return (
    <>
      <PageHeader
        title={ADMIN_TEXTS.productForm.newTitle}
        actions={
          <Link to={paths.products} className="text-sm underline">
            {ADMIN_TEXTS.productForm.backToProducts}
          </Link>
        }
      />
      <ProductForm
        initialValues={emptyProductValues}
        lists={catalogueListsOf(lists.data)}
        submitLabel={ADMIN_TEXTS.productForm.create}
        saving={saving}
        serverErrors={serverErrors}
        onSubmit={submit}
        fillSerialDefaults
      />
      <p className="mt-4 text-sm text-slate-600">{VARIANT_GRID_TEXTS.newProductHint}</p>
    </>
  );
}

export default function ProductFormPage({ productPanels }: { productPanels?: ProductPanels }) {
  const { productId } = useParams();
  const id = productId === undefined ? undefined : Number(productId);
  if (id === undefined) return <NewProduct />;
  if (!Number.isInteger(id)) return <LoadError message={ADMIN_MESSAGES.notFoundPage} />;
  // A key per product, so switching products starts a fresh form.
  return <EditProduct key={id} id={id} productPanels={productPanels} />;
}
