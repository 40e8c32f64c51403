import type { ChangeEvent } from 'react';

/** The keys of a form's values that hold plain text. */
type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

type TextChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * The value, error and change handler of a text field, so a form names each field once:
 * `<TextField label="Name" {...field('name')} />`.
 */
export function fieldBinder<Values>(
  values: Values,
  errors: Partial<Record<string, string>>,
  set: (key: TextKeys<Values>, value: string) => void,
) {
  return (key: TextKeys<Values>) => ({
    value: values[key],
    error: errors[key as string],
    onChange: (event: TextChange) => set(key, event.target.value),
  });
}
