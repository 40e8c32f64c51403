import { PROMOTION_ADMIN_TEXTS, RETURN_ADMIN_TEXTS } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { Images, X } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { ImageListEditor } from '../../../components/image-list-editor';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { type GridErrors, type GridField, rowName, type VariantRow } from './variant-grid-values';
import { VariantSaleCells } from './variant-sale-cells';

interface VariantGridProps {
  rows: { key: string; row: VariantRow }[];
  onRowChange: (key: string, row: VariantRow) => void;
  /** Takes a combination out: the product does not sell it. */
  onRemove: (key: string) => void;
  /** The saved variants chosen for the bulk stock edit, by their saved id. */
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: Set<string>) => void;
  upload: (file: File) => Promise<{ url: string }>;
  /** The last refused save's messages, by row key and column, shown beside each cell. */
  errors?: GridErrors;
}

/** Each box keeps its width: the grid scrolls sideways in its own box rather than squeeze them. */
const cellInput = inputClass;

/** One row per variant: its combination, SKU, price, sale, stock and pictures, and a box to choose it for the bulk stock edit. */
export function VariantGrid({
  rows,
  onRowChange,
  onRemove,
  chosen,
  onChosenChange,
  upload,
  errors = {},
}: VariantGridProps) {
  const [picturesOf, setPicturesOf] = useState<string | null>(null);
  const gridId = useId();
  const saved = rows.flatMap(({ row }) => (row.savedId ? [row.savedId] : []));
  const allChosen = saved.length > 0 && saved.every((id) => chosen.has(id));
  const choose = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChosenChange(next);
  };

  return (
    <Table
      caption={VARIANT_GRID_TEXTS.caption}
      head={
        <tr>
          <th className={headCellClass}>
            <input
              type="checkbox"
              aria-label={VARIANT_GRID_TEXTS.chooseAll}
              checked={allChosen}
              disabled={saved.length === 0}
              onChange={(event) => onChosenChange(new Set(event.target.checked ? saved : []))}
            />
          </th>
          <th className={headCellClass}>{VARIANT_GRID_TEXTS.variant}</th>
          <th className={headCellClass}>{VARIANT_GRID_TEXTS.sku}</th>
          <th className={headCellClass}>{VARIANT_GRID_TEXTS.price}</th>
          <th className={headCellClass}>{VARIANT_GRID_TEXTS.stock}</th>
          <th className={headCellClass}>{RETURN_ADMIN_TEXTS.faultyUnits}</th>
          <th className={headCellClass}>{VARIANT_GRID_TEXTS.pictures}</th>
          {/* The sale after the everyday columns: the grid scrolls sideways to it. */}
          <th className={headCellClass}>{PROMOTION_ADMIN_TEXTS.sales.salePrice}</th>
          <th className={headCellClass}>{PROMOTION_ADMIN_TEXTS.sales.startsAt}</th>
          <th className={headCellClass}>{PROMOTION_ADMIN_TEXTS.sales.endsAt}</th>
          <th className={headCellClass}>
            <span className="sr-only">{VARIANT_GRID_TEXTS.removeColumn}</span>
          </th>
        </tr>
      }
    >
      {rows.map(({ key, row }, index) => {
        const name = rowName(row);
        const set = (field: GridField, text: string) => onRowChange(key, { ...row, [field]: text });
        const open = picturesOf === key;
        // The cell's message sits under its box and is read with it.
        const problem = (field: GridField) => {
          const message = errors[key]?.[field];
          const id = `${gridId}-${field}-${index}`;
          return {
            invalid: message ? { 'aria-invalid': true, 'aria-describedby': id } : {},
            note: message ? (
              <p id={id} className="mt-1 text-xs text-red-600">
                {message}
              </p>
            ) : null,
          };
        };
        const sku = problem('sku');
        const price = problem('price');
        const stock = problem('stock');
        return (
          <Fragment key={key}>
            <tr>
              <td className={cellClass}>
                {row.savedId ? (
                  <input
                    type="checkbox"
                    aria-label={VARIANT_GRID_TEXTS.choose(name)}
                    checked={chosen.has(row.savedId)}
                    onChange={(event) => choose(row.savedId as string, event.target.checked)}
                  />
                ) : (
                  <span className="text-xs text-slate-500">{VARIANT_GRID_TEXTS.notSavedYet}</span>
                )}
              </td>
              <th scope="row" className={`${cellClass} font-medium`}>
                {name}
              </th>
              <td className={cellClass}>
                <input
                  aria-label={VARIANT_GRID_TEXTS.skuOf(name)}
                  className={`${cellInput} min-w-40`}
                  value={row.sku}
                  onChange={(event) => set('sku', event.target.value)}
                  {...sku.invalid}
                />
                {sku.note}
              </td>
              <td className={cellClass}>
                <input
                  aria-label={VARIANT_GRID_TEXTS.priceOf(name)}
                  inputMode="decimal"
                  className={`${cellInput} min-w-28`}
                  value={row.price}
                  onChange={(event) => set('price', event.target.value)}
                  {...price.invalid}
                />
                {price.note}
              </td>
              <td className={cellClass}>
                <input
                  aria-label={VARIANT_GRID_TEXTS.stockOf(name)}
                  type="number"
                  min={0}
                  step={1}
                  className={`${cellInput} min-w-20 ${row.stock === '0' ? 'border-red-400' : ''}`}
                  value={row.stock}
                  onChange={(event) => set('stock', event.target.value)}
                  {...stock.invalid}
                />
                {stock.note}
              </td>
              {/* Read only: units taken back faulty are counted apart from stock, never sold. */}
              <td className={`${cellClass} tabular-nums text-slate-600`}>{row.faultyUnits}</td>
              <td className={cellClass}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={open}
                  onClick={() => setPicturesOf(open ? null : key)}
                >
                  <Images aria-hidden="true" size={14} />
                  {/* The name begins with the words shown (axe's label-content-name-mismatch). */}
                  {VARIANT_GRID_TEXTS.ownPictures(row.image.length)}
                  <span className="sr-only">: {VARIANT_GRID_TEXTS.picturesOf(name)}</span>
                </Button>
              </td>
              <VariantSaleCells row={row} name={name} onChange={set} problem={problem} />
              <td className={cellClass}>
                {rows.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={VARIANT_GRID_TEXTS.removeVariant(name)}
                    onClick={() => onRemove(key)}
                  >
                    <X aria-hidden="true" size={16} />
                  </Button>
                ) : null}
              </td>
            </tr>
            {open ? (
              <tr>
                <td colSpan={11} className={`${cellClass} bg-slate-50`}>
                  <ImageListEditor
                    label={VARIANT_GRID_TEXTS.picturesOf(name)}
                    images={row.image}
                    upload={upload}
                    onChange={(image) => onRowChange(key, { ...row, image })}
                  />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </Table>
  );
}
