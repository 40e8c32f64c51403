import { TAX_LEVIES_MAX, TAX_SETTINGS_TEXTS } from '@shop/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { type LevyValues, newLevyKey } from './tax-settings-values';

const texts = TAX_SETTINGS_TEXTS;

interface LevyRowsProps {
  levies: LevyValues[];
  /** Messages by path, "levies.0.name"; "levies" for the list as a whole. */
  errors: Record<string, string>;
  onChange: (levies: LevyValues[]) => void;
}

/** The levies beside VAT (NHIL, GETFund and at most one more): a name and a rate per row. */
export function LevyRows({ levies, errors, onChange }: LevyRowsProps) {
  const change = (index: number, field: 'name' | 'rate', value: string) =>
    onChange(levies.map((levy, at) => (at === index ? { ...levy, [field]: value } : levy)));
  return (
    <div className="space-y-3">
      {levies.map((levy, index) => (
        <div key={levy.key} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto]">
          <TextField
            label={texts.levyName(index + 1)}
            value={levy.name}
            maxLength={40}
            error={errors[`levies.${index}.name`]}
            onChange={(event) => change(index, 'name', event.target.value)}
          />
          <TextField
            label={texts.levyRate(index + 1)}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.01"
            value={levy.rate}
            error={errors[`levies.${index}.rate`]}
            onChange={(event) => change(index, 'rate', event.target.value)}
          />
          <Button
            variant="ghost"
            className="sm:mt-6"
            aria-label={texts.removeLevy(levy.name.trim())}
            onClick={() => onChange(levies.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      {errors.levies ? <p className="text-sm text-red-600">{errors.levies}</p> : null}
      {levies.length < TAX_LEVIES_MAX ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...levies, { key: newLevyKey(), name: '', rate: '' }])}
        >
          <Plus aria-hidden className="size-4" />
          {texts.addLevy}
        </Button>
      ) : null}
    </div>
  );
}
