import { BRANCH_ADMIN_TEXTS, WEEKDAYS } from '@shop/shared';
import { TextField } from '../../../components/ui/field';
import { type DayValues, dayErrorKey } from './branch-form-values';

const texts = BRANCH_ADMIN_TEXTS;

interface OpeningHoursFieldsProps {
  hours: DayValues[];
  errors: Record<string, string>;
  onChange: (hours: DayValues[]) => void;
}

/**
 * The week, Monday first: each day a "closed" box and its opening and closing times. A closed
 * day's times stay as typed (greyed out), so ticking it open again brings them back.
 */
export function OpeningHoursFields({ hours, errors, onChange }: OpeningHoursFieldsProps) {
  const change = (day: number, changes: Partial<DayValues>) =>
    onChange(hours.map((values, index) => (index === day ? { ...values, ...changes } : values)));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{texts.hours}</legend>
      {WEEKDAYS.map((weekday, day) => {
        const values = hours[day]!;
        const error = errors[dayErrorKey(day)];
        return (
          <div key={weekday} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[8rem_11rem_8rem_8rem]">
            <p className="pb-2 text-sm font-medium text-slate-700">{weekday}</p>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={values.closed}
                onChange={(event) => change(day, { closed: event.target.checked })}
              />
              {texts.closedOn(weekday)}
            </label>
            <TextField
              label={texts.opens(weekday)}
              type="time"
              value={values.opens}
              disabled={values.closed}
              error={error}
              onChange={(event) => change(day, { opens: event.target.value })}
            />
            <TextField
              label={texts.closes(weekday)}
              type="time"
              value={values.closes}
              disabled={values.closed}
              aria-invalid={error ? true : undefined}
              onChange={(event) => change(day, { closes: event.target.value })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
