import { type ReactNode, useId } from 'react';

interface RadioChoiceProps<Value extends string> {
  legend: string;
  /** The choices in their order, each with the words it is read by. */
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
  /** Said under the choices: an error, a note. */
  children?: ReactNode;
}

/**
 * One choice among a few, as radios in a fieldset with its legend, each a 44 px target, wrapping
 * on a narrow phone: the order updates' channel on /profile, the back-in-stock message's channel.
 */
export function RadioChoice<Value extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  className = 'flex flex-col gap-1',
  children,
}: RadioChoiceProps<Value>) {
  const name = useId();
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-5"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
