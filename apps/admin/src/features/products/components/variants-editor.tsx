import { type AdminVariantsResponse, VARIANT_MESSAGES, variantStockBodySchema } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useProductVariants } from '../../../api/products/get-product-variants';
import { useSaveProductVariants } from '../../../api/products/save-product-variants';
import { useUpdateVariantStock } from '../../../api/products/update-variant-stock';
import { useUploadImage } from '../../../api/uploads/upload-image';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { OptionListEditor } from './option-list-editor';
import { ProductSaleCard } from './product-sale-card';
import { VariantGrid } from './variant-grid';
import {
  type GridErrors,
  type GridState,
  gridFromAnswer,
  removedRows,
  rowName,
  validateGrid,
  visibleRows,
} from './variant-grid-values';

/**
 * The product's own fields, saved first by the page's one Save button: `check` shows the
 * form's problems beside its fields and answers whether there were none, `save` sends it.
 */
export interface ProductStep {
  check: () => boolean;
  save: () => Promise<boolean>;
  saveLabel: string;
}

interface VariantsEditorProps {
  productId: number;
  /** The product's public id, which "Put on sale" names. */
  productPublicId: string;
  productStep?: ProductStep;
}

/** A product's options and variants grid, on its edit page, and "Put on sale" for all its variants. */
export function VariantsEditor({ productId, productPublicId, productStep }: VariantsEditorProps) {
  const query = useProductVariants(productId);
  // A sale put on or ended elsewhere than the grid shows in a fresh grid.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <Card title={VARIANT_GRID_TEXTS.title}>
        <p className="mb-4 text-sm text-slate-600">{VARIANT_GRID_TEXTS.intro}</p>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <LoadError message={failureMessage(query.error)} />
        ) : (
          <VariantsForm
            key={generation}
            productId={productId}
            answer={query.data}
            productStep={productStep}
          />
        )}
      </Card>
      <ProductSaleCard
        productPublicId={productPublicId}
        onDone={() => void query.refetch().then(() => setGeneration((old) => old + 1))}
      />
    </>
  );
}

interface VariantsFormProps {
  productId: number;
  answer: AdminVariantsResponse;
  /** Injected in tests; the real upload otherwise. */
  upload?: (file: File) => Promise<{ url: string }>;
  /** On the edit page: the product form above, saved by this form's Save before the grid. */
  productStep?: ProductStep;
}

/**
 * The options, the grid and its bulk stock edit. Save sends the options and every row at once
 * (the server checks them together); the bulk stock edit saves the chosen variants' stock
 * alone. A refusal is shown above the grid in the server's words.
 */
export function VariantsForm({ productId, answer, upload, productStep }: VariantsFormProps) {
  const uploadImage = useUploadImage();
  const save = useSaveProductVariants();
  const updateStock = useUpdateVariantStock();
  const [state, setState] = useState<GridState>(() => gridFromAnswer(answer));
  const [problems, setProblems] = useState<string[]>([]);
  const [cellErrors, setCellErrors] = useState<GridErrors>({});
  const setProblem = (message: string | null) => {
    setProblems(message ? [message] : []);
    setCellErrors({});
  };
  const [productSaving, setProductSaving] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [bulkStock, setBulkStock] = useState('');
  const rows = visibleRows(state);
  const notSold = removedRows(state);

  const change = (next: (old: GridState) => GridState) => {
    setState(next);
    setProblem(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Both parts are checked before either is sent, so staff see every problem at once.
    const productReady = productStep ? productStep.check() : true;
    const checked = validateGrid(state);
    if (!checked.ok) {
      setProblems(checked.messages);
      setCellErrors(checked.cells);
    } else setProblem(null);
    if (!checked.ok || !productReady) return;
    if (productStep) {
      setProductSaving(true);
      const productSaved = await productStep.save().finally(() => setProductSaving(false));
      if (!productSaved) return;
    }
    save.mutate(
      { id: productId, body: checked.body },
      {
        onSuccess: (saved) => {
          setState(gridFromAnswer(saved));
          setChosen(new Set());
          setProblem(null);
          toast.success(saved.message ?? VARIANT_MESSAGES.variantsSaved);
        },
        onError: (error) => setProblem(failureMessage(error)),
      },
    );
  }

  function setChosenStock() {
    const body = variantStockBodySchema.safeParse({
      stock: [...chosen].map((savedId) => ({
        _id: savedId,
        stock: bulkStock.trim() === '' ? undefined : Number(bulkStock),
      })),
    });
    if (!body.success) {
      setProblem(chosen.size === 0 ? VARIANT_GRID_TEXTS.chooseFirst : (body.error.issues[0]?.message ?? ''));
      return;
    }
    updateStock.mutate(
      { id: productId, stock: body.data.stock },
      {
        onSuccess: (saved) => {
          // The answer's stock of each chosen variant; what else was typed in the grid stays.
          change((old) => {
            const next = { ...old, rows: { ...old.rows } };
            for (const [key, row] of Object.entries(next.rows)) {
              const fresh = saved.variants.find((variant) => variant._id === row.savedId);
              if (fresh && chosen.has(fresh._id)) next.rows[key] = { ...row, stock: String(fresh.stock) };
            }
            return next;
          });
          setBulkStock('');
          toast.success(saved.message ?? VARIANT_MESSAGES.variantStockSaved);
        },
        onError: (error) => setProblem(failureMessage(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <OptionListEditor
        options={state.options}
        onChange={(options) => change((old) => ({ ...old, options }))}
      />
      {problems.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {problems.length === 1 ? (
            <p>{problems[0]}</p>
          ) : (
            <ul className="list-disc pl-5">
              {problems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {VARIANT_GRID_TEXTS.bulkStock}
          <input
            type="number"
            min={0}
            step={1}
            value={bulkStock}
            onChange={(event) => setBulkStock(event.target.value)}
            className="w-28 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <Button variant="secondary" disabled={updateStock.isPending} onClick={setChosenStock}>
          {VARIANT_GRID_TEXTS.setStock(chosen.size)}
        </Button>
      </div>
      <VariantGrid
        rows={rows}
        onRowChange={(key, row) => change((old) => ({ ...old, rows: { ...old.rows, [key]: row } }))}
        onRemove={(key) => change((old) => ({ ...old, removed: [...old.removed, key] }))}
        chosen={chosen}
        onChosenChange={setChosen}
        upload={upload ?? uploadImage.mutateAsync}
        errors={cellErrors}
      />
      {notSold.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{VARIANT_GRID_TEXTS.notSold}:</span>
          {notSold.map(({ key, options }) => (
            <Button
              key={key}
              variant="ghost"
              size="sm"
              onClick={() =>
                change((old) => ({ ...old, removed: old.removed.filter((other) => other !== key) }))
              }
            >
              {VARIANT_GRID_TEXTS.sellAgain(rowName({ options }))}
            </Button>
          ))}
        </div>
      ) : null}
      <Button type="submit" disabled={save.isPending || productSaving}>
        {save.isPending || productSaving
          ? VARIANT_GRID_TEXTS.saving
          : (productStep?.saveLabel ?? VARIANT_GRID_TEXTS.save)}
      </Button>
    </form>
  );
}
