import type { ReactNode } from 'react';

/** A whole option is the target: at least 44 px high, the chosen one outlined (as /order's payment choice). */
const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2.5 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-900';

interface ChoiceOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  required?: boolean;
  children: ReactNode;
}

/** One native radio with its words, inside a fieldset that names the group. */
export function ChoiceOption({ name, value, checked, onChange, required, children }: ChoiceOptionProps) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        required={required}
        className="mt-0.5 size-5 shrink-0 accent-slate-900"
      />
      <span className="font-medium">{children}</span>
    </label>
  );
}
