import { BRANCH_STOCK_TEXTS, type BranchStockResponse } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { useMoveStock } from '../../../api/branch-stock/move-stock';
import { Button } from '../../../components/ui/button';
import { inputClass, TextField } from '../../../components/ui/field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { failureMessage } from '../../../lib/failure-message';
import { variantLabel } from './branch-stock-values';

const texts = BRANCH_STOCK_TEXTS;

type MoveStock = ReturnType<typeof useMoveStock>;

interface MoveStockDialogProps {
  grid: BranchStockResponse;
  move: MoveStock;
  open: boolean;
  onClose: () => void;
}

/** "Move stock": units of one variant from one branch to another, with a note; the log keeps it. */
export function MoveStockDialog({ grid, move, open, onClose }: MoveStockDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} labelledBy={titleId} onDismiss={onClose} className="w-full max-w-md p-5">
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {texts.moveTitle}
      </h2>
      <MoveStockForm grid={grid} move={move} onClose={onClose} />
    </ModalDialog>
  );
}

/** A select with its label, wired by id. */
function Choice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function MoveStockForm({ grid, move, onClose }: Omit<MoveStockDialogProps, 'open'>) {
  const [variantId, setVariantId] = useState(grid.variants[0]?._id ?? '');
  // From the second branch to the first (the delivery branch, usually); staff change either.
  const [fromBranchId, setFromBranchId] = useState(
    String(grid.branches[1]?.id ?? grid.branches[0]?.id ?? ''),
  );
  const [toBranchId, setToBranchId] = useState(String(grid.branches[0]?.id ?? ''));
  const [units, setUnits] = useState('1');
  const [note, setNote] = useState('');
  const variant = grid.variants.find((candidate) => candidate._id === variantId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    move.mutate(
      {
        variantId,
        fromBranchId: Number(fromBranchId),
        toBranchId: Number(toBranchId),
        units: Number(units),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    );
  }

  const branchOptions = grid.branches.map((branch) => ({
    value: String(branch.id),
    label: texts.holds(branch.name, variant?.branches[String(branch.id)] ?? 0),
  }));
  return (
    <form onSubmit={submit} className="space-y-3">
      <Choice
        label={texts.moveVariant}
        value={variantId}
        onChange={setVariantId}
        options={grid.variants.map((candidate) => ({ value: candidate._id, label: variantLabel(candidate) }))}
      />
      <Choice
        label={texts.moveFrom}
        value={fromBranchId}
        onChange={setFromBranchId}
        options={branchOptions}
      />
      <Choice label={texts.moveTo} value={toBranchId} onChange={setToBranchId} options={branchOptions} />
      <TextField
        label={texts.moveUnits}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
      />
      <TextField
        label={texts.moveNote}
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
      />
      {move.error ? (
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(move.error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? texts.moving : texts.moveSubmit}
        </Button>
      </div>
    </form>
  );
}
