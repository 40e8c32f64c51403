import { ADMIN_TEXTS, type ProductImportResponse } from '@shop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';

const TEXTS = ADMIN_TEXTS.catalogueTransfer;

const actionClass = {
  create: 'text-emerald-700',
  change: 'text-sky-700',
  unchanged: 'text-slate-500',
  error: 'font-semibold text-red-700',
} as const;

/** The server's answer to a check or an apply: its message, then what each row does, errors first. */
export function ImportReport({ report }: { report: ProductImportResponse }) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const order = { error: 0, create: 1, change: 1, unchanged: 2 } as const;
  const rows = report.rows
    .filter((row) => showUnchanged || row.action !== 'unchanged')
    .sort((a, b) => order[a.action] - order[b.action] || a.row - b.row);
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className={report.errors > 0 ? 'text-sm text-red-700' : 'text-sm text-slate-800'}>
        {report.message}
      </p>
      {rows.length > 0 ? (
        <Table
          caption={TEXTS.caption}
          head={
            <tr>
              <th className={headCellClass}>{TEXTS.row}</th>
              <th className={headCellClass}>{TEXTS.id}</th>
              <th className={headCellClass}>{TEXTS.name}</th>
              <th className={headCellClass}>{TEXTS.action}</th>
              <th className={headCellClass}>{TEXTS.details}</th>
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.row}>
              <td className={cellClass}>{row.row}</td>
              <td className={cellClass}>{row.id ?? ''}</td>
              <td className={`${cellClass} break-words`}>{row.name}</td>
              <td className={`${cellClass} ${actionClass[row.action]}`}>{TEXTS.actions[row.action]}</td>
              <td className={cellClass}>
                {row.action === 'error' ? (
                  <ul className="list-disc pl-4 text-red-700">
                    {row.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                ) : (
                  row.changes.join(', ')
                )}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {report.unchanged > 0 && !showUnchanged ? (
        <Button variant="ghost" size="sm" onClick={() => setShowUnchanged(true)}>
          {TEXTS.showUnchanged(report.unchanged)}
        </Button>
      ) : null}
    </div>
  );
}
