import { ADMIN_TEXTS } from '@shop/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from './ui/button';
import { inputClass } from './ui/field';

interface StringListEditorProps {
  label: string;
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
}

/** An editable list of one-line texts: each row has its own labelled input and a remove button. */
export function StringListEditor({ label, itemLabel, items, onChange, error }: StringListEditorProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; text changes as staff type
        <div key={index} className="flex gap-2">
          <input
            aria-label={ADMIN_TEXTS.lists.item(itemLabel, index + 1)}
            className={inputClass}
            value={item}
            onChange={(event) =>
              onChange(items.map((old, position) => (position === index ? event.target.value : old)))
            }
          />
          <Button
            variant="ghost"
            aria-label={ADMIN_TEXTS.lists.removeItem(itemLabel, index + 1)}
            onClick={() => onChange(items.filter((_, position) => position !== index))}
          >
            <Trash2 aria-hidden className="size-4 text-red-600" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...items, ''])}>
        <Plus aria-hidden className="size-4" /> {ADMIN_TEXTS.lists.addItem(itemLabel)}
      </Button>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
