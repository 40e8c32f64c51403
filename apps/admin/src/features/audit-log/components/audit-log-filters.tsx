import { AUDIT_LOG_TEXTS, type AuditLogFilter, type AuditStaff } from '@shop/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass, TextField } from '../../../components/ui/field';

const texts = AUDIT_LOG_TEXTS.filter;

/** The filter the address holds (?actor=&what=&from=&to=), so a reload or Back keeps it. */
export function auditLogFilterOf(search: URLSearchParams): AuditLogFilter {
  const read = (name: string) => search.get(name) || undefined;
  return { actor: read('actor'), what: read('what'), from: read('from'), to: read('to') };
}

interface AuditLogFiltersProps {
  values: AuditLogFilter;
  /** Whose rows may be chosen: every staff account for the owner; none to choose for others. */
  staff: AuditStaff[];
  everyone: boolean;
  onChange: (values: AuditLogFilter) => void;
}

/** Who, what and when, applied together with Filter (typing in "What" asks nothing until then). */
export function AuditLogFilters({ values, staff, everyone, onChange }: AuditLogFiltersProps) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (name: keyof AuditLogFilter) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-label={AUDIT_LOG_TEXTS.title}
    >
      {everyone ? (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {texts.who}
          <select
            className={inputClass}
            value={draft.actor ?? ''}
            onChange={(event) => set('actor')(event.target.value)}
          >
            <option value="">{texts.everyone}</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <TextField
        label={texts.what}
        placeholder={texts.whatPlaceholder}
        value={draft.what ?? ''}
        onChange={(event) => set('what')(event.target.value)}
      />
      <TextField
        label={texts.from}
        type="date"
        value={draft.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        label={texts.to}
        type="date"
        value={draft.to ?? ''}
        onChange={(event) => set('to')(event.target.value)}
      />
      <Button type="submit">{texts.apply}</Button>
      <Button variant="ghost" onClick={() => onChange({})}>
        {texts.clear}
      </Button>
    </form>
  );
}
