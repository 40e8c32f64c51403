import {
  ADMIN_TEXTS,
  RETURN_ADMIN_TEXTS,
  RETURN_WINDOW_DAYS_MAX,
  type ReturnSettings,
  returnSettingsSchema,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

const texts = RETURN_ADMIN_TEXTS;

interface ReturnSettingsFormProps {
  initial: ReturnSettings;
  /** Only the owner may change them (the server refuses other staff); the rest read them. */
  canChange: boolean;
  busy: boolean;
  /** The server's refusal of the last save. */
  refusal?: string | null;
  onSave: (settings: ReturnSettings) => void;
}

/** The owner's return rules: how many days after delivery units may come back, and whether a change of mind counts. */
export function ReturnSettingsForm({ initial, canChange, busy, refusal, onSave }: ReturnSettingsFormProps) {
  // As typed: an emptied box is a complaint on save, not a zero.
  const [windowDays, setWindowDays] = useState(String(initial.windowDays));
  const [changedMindAllowed, setChangedMindAllowed] = useState(initial.changedMindAllowed);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = returnSettingsSchema.safeParse({
      windowDays: windowDays.trim() === '' ? undefined : Number(windowDays),
      changedMindAllowed,
    });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) onSave(parsed.data);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={texts.settingsTitle}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {/* A disabled fieldset disables every control inside it: the rules stay readable. */}
      <fieldset disabled={!canChange} className="space-y-4">
        <div className="sm:w-64">
          <TextField
            label={texts.windowDaysLabel}
            type="number"
            inputMode="numeric"
            min={0}
            max={RETURN_WINDOW_DAYS_MAX}
            step={1}
            value={windowDays}
            error={error}
            onChange={(event) => {
              setWindowDays(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={changedMindAllowed}
            onChange={(event) => setChangedMindAllowed(event.target.checked)}
          />
          {texts.changedMindLabel}
        </label>
      </fieldset>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      {canChange ? (
        <Button type="submit" disabled={busy}>
          {ADMIN_TEXTS.common.save}
        </Button>
      ) : null}
    </form>
  );
}
