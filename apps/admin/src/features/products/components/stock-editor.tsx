import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { STOCK_EDIT_TEXTS } from '@shop/shared/admin-dialog-texts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useUpdateProductStock } from '../../../api/products/update-product-stock';
import { Button } from '../../../components/ui/button';

/**
 * Stock edited in the table row: type the new count, then Enter, Save, or just leave the box.
 * Leaving saves too, because a count typed and then forgotten was lost without a word.
 */
export function StockEditor({ id, name, stock }: { id: number; name: string; stock: number }) {
  const [text, setText] = useState(String(stock));
  const update = useUpdateProductStock();
  const changed = text !== String(stock);
  const hintId = useId();

  function save() {
    if (!changed || update.isPending) return;
    const next = Number(text);
    if (text.trim() === '' || !Number.isInteger(next) || next < 0) {
      toast.error(ADMIN_MESSAGES.invalidStock);
      return;
    }
    update.mutate(
      { id, stock: next },
      { onSuccess: (answer) => toast.success(answer.message ?? ADMIN_MESSAGES.stockSaved) },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  return (
    <form
      onSubmit={submit}
      // Leaving the form, not moving from the box to its own Save button, saves.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) save();
      }}
      className="flex items-center gap-1"
    >
      <input
        type="number"
        min={0}
        step={1}
        aria-label={ADMIN_TEXTS.products.stockOf(name)}
        aria-describedby={changed ? hintId : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`w-20 rounded border px-2 py-1 text-sm ${stock === 0 ? 'border-red-400' : 'border-slate-300'}`}
      />
      {changed ? (
        <>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {ADMIN_TEXTS.common.save}
          </Button>
          <span id={hintId} className="sr-only">
            {STOCK_EDIT_TEXTS.unsaved}
          </span>
        </>
      ) : null}
    </form>
  );
}
