import { inputClass } from './ui/field';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The search box above an admin list. */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      className={className ? `${inputClass} ${className}` : inputClass}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing out. */
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className: string;
}

/** A drop-down narrowing an admin list to one value. */
export function FilterSelect({ label, allLabel, options, value, onChange, className }: FilterSelectProps) {
  return (
    <select
      aria-label={label}
      className={`${inputClass} ${className}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
