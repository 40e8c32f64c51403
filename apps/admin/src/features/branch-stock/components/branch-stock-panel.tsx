import { ADMIN_MESSAGES, BRANCH_STOCK_TEXTS, type BranchStockResponse } from '@shop/shared';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useBranchStock } from '../../../api/branch-stock/get-branch-stock';
import { useMoveStock } from '../../../api/branch-stock/move-stock';
import { useSaveBranchStock } from '../../../api/branch-stock/save-branch-stock';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { failureMessage } from '../../../lib/failure-message';
import { changedCells, type TypedCells, typedCellsOf, typedTotal, variantLabel } from './branch-stock-values';
import { MoveStockDialog } from './move-stock-dialog';

const texts = BRANCH_STOCK_TEXTS;

/**
 * "Stock by branch" on a product's edit page (decision 0068): a row per variant, a column per
 * open branch, each cell its units there; one Save sends the changed cells, and "Move stock"
 * moves units from one branch to another.
 */
export function BranchStockPanel({
  productId,
  onStockChanged,
}: {
  productId: number;
  /** Called once a save's new totals are read again (the page's other stock fields refresh). */
  onStockChanged?: () => void;
}) {
  const grid = useBranchStock(productId);
  // Here, not in the grid: a save or a move gives the grid new figures and a fresh form, and
  // the mutation's own callbacks (the toast, closing the dialog) must outlive that form.
  const save = useSaveBranchStock();
  const move = useMoveStock();
  const [moving, setMoving] = useState(false);
  if (grid.isPending)
    return (
      <Card title={texts.gridTitle}>
        <Loading />
      </Card>
    );
  if (grid.isError)
    return (
      <Card title={texts.gridTitle}>
        <LoadError message={failureMessage(grid.error)} />
      </Card>
    );
  return (
    <>
      {/* A fresh form whenever the server's figures change (a save, a move). */}
      <BranchStockGrid
        key={JSON.stringify(grid.data.variants)}
        grid={grid.data}
        save={save}
        onSaved={onStockChanged}
        onMove={() => {
          move.reset();
          setMoving(true);
        }}
      />
      <MoveStockDialog grid={grid.data} move={move} open={moving} onClose={() => setMoving(false)} />
    </>
  );
}

interface BranchStockGridProps {
  grid: BranchStockResponse;
  save: ReturnType<typeof useSaveBranchStock>;
  onSaved: (() => void) | undefined;
  onMove: () => void;
}

function BranchStockGrid({ grid, save, onSaved, onMove }: BranchStockGridProps) {
  const [typed, setTyped] = useState<TypedCells>(() => typedCellsOf(grid));
  const [invalid, setInvalid] = useState(false);
  const { typedAny } = changedCells(grid, typed);
  function type(variantId: string, branchId: number, text: string) {
    setTyped((current) => ({ ...current, [variantId]: { ...current[variantId], [String(branchId)]: text } }));
  }

  function submit() {
    const changed = changedCells(grid, typed);
    setInvalid(changed.invalid);
    if (changed.invalid || changed.cells.length === 0) return;
    save.mutate(
      { productId: grid.id, stock: changed.cells },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? texts.saved);
          onSaved?.();
        },
      },
    );
  }

  const refusal = invalid ? ADMIN_MESSAGES.invalidStock : save.error ? failureMessage(save.error) : null;
  return (
    <Card title={texts.gridTitle}>
      <p className="mb-3 text-sm text-slate-600">{texts.gridIntro}</p>
      {grid.variants.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.noVariants}</p>
      ) : (
        <Table
          caption={texts.gridTitle}
          head={
            <tr>
              <th className={headCellClass}>{texts.variant}</th>
              <th className={headCellClass}>{texts.sku}</th>
              {grid.branches.map((branch) => (
                <th key={branch.id} className={headCellClass}>
                  {branch.name}
                </th>
              ))}
              <th className={headCellClass}>{texts.total}</th>
            </tr>
          }
        >
          {grid.variants.map((variant) => (
            <tr key={variant._id} data-testid="branch-stock-row">
              <td className={cellClass}>{variantLabel(variant)}</td>
              <td className={`${cellClass} font-mono text-xs`}>{variant.sku}</td>
              {grid.branches.map((branch) => (
                <td key={branch.id} className={cellClass}>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    aria-label={texts.cellLabel(variantLabel(variant), branch.name)}
                    value={typed[variant._id]?.[String(branch.id)] ?? ''}
                    onChange={(event) => type(variant._id, branch.id, event.target.value)}
                    className="w-20 rounded border border-slate-300 px-2 py-1 text-sm"
                  />
                </td>
              ))}
              <td className={`${cellClass} font-semibold`} data-testid="branch-stock-total">
                {typedTotal(grid, typed, variant)}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {refusal ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {refusal}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={submit} disabled={save.isPending || !typedAny}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
        {grid.variants.length > 0 && grid.branches.length > 1 ? (
          <Button variant="secondary" onClick={onMove}>
            <ArrowLeftRight aria-hidden className="size-4" />
            {texts.moveStock}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
