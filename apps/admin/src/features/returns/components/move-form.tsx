import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';

interface MoveFormProps {
  /** Names the form and its button: the move it makes. */
  label: string;
  variant?: ButtonVariant;
  busy: boolean;
  children: ReactNode;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The few fields one move needs, its button, and a way back to the list of moves. */
export function MoveForm({ label, variant = 'primary', busy, children, onSubmit, onCancel }: MoveFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={submit}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} disabled={busy}>
          {label}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {ADMIN_DIALOG_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
