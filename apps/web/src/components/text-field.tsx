import type { ComponentProps, ReactNode } from 'react';

const fieldClass = 'min-h-11 w-full rounded-md border border-slate-300 px-3 py-2';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

type TextFieldProps = { id: string; label: string } & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled text input, one above the other, as the storefront's forms draw them. */
export function TextField({ id, label, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label}>
      <input id={id} {...input} className={fieldClass} />
    </Field>
  );
}

type TextAreaFieldProps = { id: string; label: string } & Omit<
  ComponentProps<'textarea'>,
  'id' | 'className'
>;

/** A labelled multi-line input in the same style. */
export function TextAreaField({ id, label, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label}>
      <textarea id={id} {...textarea} className={fieldClass} />
    </Field>
  );
}
