import { PRODUCT_OPTIONS_MAX } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { OptionDraft } from './variant-grid-values';

interface OptionListEditorProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
}

/** The product's options (up to three), each a name and its values, in the order the shop shows them. */
export function OptionListEditor({ options, onChange }: OptionListEditorProps) {
  const change = (index: number, field: keyof OptionDraft, text: string) =>
    onChange(options.map((option, at) => (at === index ? { ...option, [field]: text } : option)));
  return (
    <div className="space-y-3">
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position while its name is typed
        <div key={index} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
          <TextField
            label={VARIANT_GRID_TEXTS.optionName(index + 1)}
            value={option.name}
            onChange={(event) => change(index, 'name', event.target.value)}
          />
          <TextField
            label={VARIANT_GRID_TEXTS.optionValues(index + 1)}
            hint={VARIANT_GRID_TEXTS.valuesHint}
            value={option.values}
            onChange={(event) => change(index, 'values', event.target.value)}
          />
          <Button
            variant="ghost"
            aria-label={VARIANT_GRID_TEXTS.removeOption(index + 1)}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" size={16} />
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        disabled={options.length >= PRODUCT_OPTIONS_MAX}
        onClick={() => onChange([...options, { name: '', values: '' }])}
      >
        {VARIANT_GRID_TEXTS.addOption}
      </Button>
    </div>
  );
}
