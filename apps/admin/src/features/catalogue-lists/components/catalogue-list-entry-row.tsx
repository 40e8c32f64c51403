import {
  CATALOGUE_LIST_TEXTS,
  type CatalogueListKind,
  catalogueNameBodySchema,
  type SubcategoryEntry,
  subcategoryBodySchema,
} from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useDeleteCatalogueListEntry } from '../../../api/catalogue-lists/delete-catalogue-list-entry';
import { useSaveCatalogueListEntry } from '../../../api/catalogue-lists/save-catalogue-list-entry';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClass } from '../../../components/ui/field';
import { failureMessage } from '../../../lib/failure-message';
import { CategoryChoices } from './category-choices';

type Entry = Omit<SubcategoryEntry, 'categories'> & { categories?: string[] };

interface CatalogueListEntryRowProps {
  kind: CatalogueListKind;
  /** Absent: the row that adds a new entry. */
  entry?: Entry;
  /** Every category, for a subcategory's checkboxes. */
  categories: readonly string[];
  onCreated?: () => void;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * One brand, category or subcategory, renamed in place (a subcategory's categories ticked
 * beside it), or deleted after a question; without `entry`, the row that adds one. The
 * server's refusal (a taken name, a name in use) is shown under the row.
 */
export function CatalogueListEntryRow({ kind, entry, categories, onCreated }: CatalogueListEntryRowProps) {
  const [name, setName] = useState(entry?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(entry?.categories ?? []);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCatalogueListEntry();
  const remove = useDeleteCatalogueListEntry();
  const errorId = useId();
  const isSubcategory = kind === 'subcategory';
  const changed =
    !entry || name.trim() !== entry.name || (isSubcategory && !sameList(chosen, entry.categories ?? []));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = isSubcategory
      ? subcategoryBodySchema.safeParse({ name, categories: chosen })
      : catalogueNameBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { kind, id: entry?.id, name: parsed.data.name, categories: chosen },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          if (!entry) {
            setName('');
            setChosen([]);
            onCreated?.();
          }
        },
        onError: (failure) => setError(failureMessage(failure)),
      },
    );
  }

  function confirmDelete() {
    if (!entry) return;
    remove.mutate(
      { kind, id: entry.id },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failure) => setError(failureMessage(failure)),
        onSettled: () => setConfirming(false),
      },
    );
  }

  const label = entry ? CATALOGUE_LIST_TEXTS.renameOf(entry.name) : CATALOGUE_LIST_TEXTS.newName(kind);
  return (
    <li>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-center gap-2 py-2">
        <input
          aria-label={label}
          placeholder={entry ? undefined : CATALOGUE_LIST_TEXTS.newName(kind)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} flex-1 sm:max-w-xs`}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {entry ? (
          <span className="min-w-24 text-sm text-slate-600">
            {CATALOGUE_LIST_TEXTS.productCount(entry.products)}
          </span>
        ) : null}
        <Button type="submit" size="sm" disabled={!changed || save.isPending}>
          {entry ? CATALOGUE_LIST_TEXTS.save : CATALOGUE_LIST_TEXTS.add(kind)}
        </Button>
        {entry ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={CATALOGUE_LIST_TEXTS.deleteOf(entry.name)}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {CATALOGUE_LIST_TEXTS.delete}
          </Button>
        ) : null}
        {isSubcategory ? (
          <CategoryChoices
            legend={entry ? CATALOGUE_LIST_TEXTS.categoriesOf(entry.name) : CATALOGUE_LIST_TEXTS.categories}
            categories={categories}
            chosen={chosen}
            onChange={setChosen}
          />
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      {entry ? (
        <ConfirmDialog
          open={confirming}
          question={CATALOGUE_LIST_TEXTS.confirmDelete(kind, entry.name)}
          confirmLabel={CATALOGUE_LIST_TEXTS.delete}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
