import type { StoreInfo } from '@shop/shared';
import { ADMIN_TEXTS } from '@shop/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';

type Reason = StoreInfo['whyChooseUs'][number];

/** The "why choose us" list: rows of a title and a description, added and removed freely. */
export function ReasonsEditor({
  reasons,
  onChange,
  error,
}: {
  reasons: Reason[];
  onChange: (reasons: Reason[]) => void;
  error?: string;
}) {
  function change(index: number, patch: Partial<Reason>) {
    onChange(reasons.map((reason, position) => (position === index ? { ...reason, ...patch } : reason)));
  }
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">{ADMIN_TEXTS.storeInfo.whyChooseUs}</legend>
      {reasons.map((reason, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div key={index} className="space-y-2 rounded-md border border-slate-200 p-3">
          <TextField
            label={ADMIN_TEXTS.storeInfo.reasonTitle(index + 1)}
            value={reason.title}
            onChange={(event) => change(index, { title: event.target.value })}
          />
          <TextAreaField
            label={ADMIN_TEXTS.storeInfo.reasonDescription(index + 1)}
            rows={2}
            value={reason.description}
            onChange={(event) => change(index, { description: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(reasons.filter((_, position) => position !== index))}
          >
            <Trash2 aria-hidden className="size-4 text-red-600" />{' '}
            {ADMIN_TEXTS.storeInfo.removeReason(index + 1)}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...reasons, { title: '', description: '' }])}
      >
        <Plus aria-hidden className="size-4" /> {ADMIN_TEXTS.storeInfo.addReason}
      </Button>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
