import { AUDIT_LOG_TEXTS, type AuditChange } from '@shop/shared';

const texts = AUDIT_LOG_TEXTS;

/** A value as staff read it: text as it is, anything else as compact JSON, nothing as a dash. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return texts.noValue;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function keyText(key: AuditChange['key']): string {
  return key ? Object.values(key).map(shownValue).join(' / ') : '';
}

/** One changed row: each field it changed, before and after, side by side. */
export function AuditChangeDiff({ change }: { change: AuditChange }) {
  const fields = [...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})])];
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {change.operation === 'summary'
          ? texts.summary
          : texts.changeHeading(change.operation, change.table, keyText(change.key))}
      </p>
      <table className="mt-1 w-full table-fixed text-left text-sm">
        <thead>
          <tr className="text-slate-500">
            <th className="w-1/4 py-1 pr-2 font-medium">{texts.field}</th>
            <th className="py-1 pr-2 font-medium">{texts.before}</th>
            <th className="py-1 font-medium">{texts.after}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-t border-slate-100 align-top">
              <td className="py-1 pr-2 font-mono text-xs text-slate-600">{field}</td>
              <td className="break-words py-1 pr-2 text-red-700">{shownValue(change.before?.[field])}</td>
              <td className="break-words py-1 text-emerald-700">{shownValue(change.after?.[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
