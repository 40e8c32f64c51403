import { PROMOTION_ADMIN_TEXTS, type SaleBody, saleBodySchema, type saleTargetSchema } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { isoOfLocalDateTime } from '../lib/local-date-time';
import { Button } from './ui/button';
import { SelectField, TextField } from './ui/field';

const texts = PROMOTION_ADMIN_TEXTS;

type ListTarget = 'category' | 'brand';
export type SaleTarget = z.input<typeof saleTargetSchema>;

interface SaleFormProps {
  /** One product (its public id) on its page; otherwise staff choose a category or a brand. */
  product?: string;
  lists?: Record<ListTarget, string[]>;
  busy: boolean;
  /** The server's refusal of the last start or end, in its words. */
  refusal?: string | null;
  onStart: (body: SaleBody) => void;
  onEnd: (target: SaleTarget) => void;
}

/**
 * "Put on sale": a percent off every variant of a product, a category or a brand, from a start
 * to an end (either open), as sale prices on the variants (decision 0062); or ends their sales.
 * Every staff member may, as they set prices in the grid; the server takes it from any of them.
 */
export function SaleForm({ product, lists, busy, refusal, onStart, onEnd }: SaleFormProps) {
  const [listTarget, setListTarget] = useState<ListTarget>('category');
  const [listValue, setListValue] = useState('');
  const [percent, setPercent] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const target: SaleTarget = product
    ? { target: 'product', value: product }
    : { target: listTarget, value: listValue };

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (target.value.trim() === '') {
      setErrors({ value: texts.sales.nothingMatched });
      return;
    }
    const parsed = saleBodySchema.safeParse({
      ...target,
      percent: percent.trim() === '' ? undefined : Number(percent),
      startsAt: isoOfLocalDateTime(startsAt),
      endsAt: isoOfLocalDateTime(endsAt),
    });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (parsed.success) onStart(parsed.data);
  }

  function end() {
    if (target.value.trim() === '') {
      setErrors({ value: texts.sales.nothingMatched });
      return;
    }
    setErrors({});
    onEnd(target);
  }

  return (
    <form noValidate onSubmit={start} aria-label={texts.sales.target} className="space-y-3">
      {product ? (
        <p className="text-sm font-medium text-slate-700">{texts.sales.targets.product}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{texts.sales.target}</legend>
            <div className="flex flex-wrap gap-x-6">
              {(['category', 'brand'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="sale-target"
                    checked={listTarget === choice}
                    onChange={() => {
                      setListTarget(choice);
                      setListValue('');
                    }}
                  />
                  {texts.sales.targets[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            label={texts.page.saleValue[listTarget]}
            options={lists?.[listTarget] ?? []}
            placeholder=""
            value={listValue}
            error={errors.value}
            onChange={(event) => setListValue(event.target.value)}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={texts.sales.percentOff}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          step={1}
          value={percent}
          error={errors.percent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <TextField
          label={texts.sales.startsAt}
          type="datetime-local"
          value={startsAt}
          error={errors.startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <TextField
          label={texts.sales.endsAt}
          type="datetime-local"
          value={endsAt}
          error={errors.endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
      </div>
      {product && errors.value ? <p className="text-sm text-red-600">{errors.value}</p> : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {texts.sales.apply}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={end}>
          {texts.sales.end}
        </Button>
      </div>
    </form>
  );
}
