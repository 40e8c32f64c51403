import { AUDIT_LOG_TEXTS, type AuditEntry } from '@shop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AuditChangeDiff } from './audit-change-diff';

const texts = AUDIT_LOG_TEXTS;

/** One write: when, who, what to which target, from where; its changes open below as a diff. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const diffId = `audit-entry-${entry.id}`;
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">
            {entry.action}
            {entry.target ? <span className="font-normal text-slate-600"> · {entry.target}</span> : null}
          </p>
          <p className="text-sm text-slate-600">
            {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : texts.commandLine} ·{' '}
            <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> · {entry.address}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={diffId}
          onClick={() => setOpen(!open)}
        >
          {open ? texts.hideChanges : texts.showChanges}
        </Button>
      </div>
      {open ? (
        <div id={diffId}>
          {entry.changes.map((change, index) => (
            // A write's changes keep their order and never change: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <AuditChangeDiff key={index} change={change} />
          ))}
        </div>
      ) : null}
    </li>
  );
}
