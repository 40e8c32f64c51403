import { AUDIT_LOG_TEXTS, type AuditLogFilter } from '@shop/shared';
import { useSearchParams } from 'react-router';
import { useDownloadAuditLog } from '../../../api/audit-log/download-audit-log';
import { useAuditLog } from '../../../api/audit-log/get-audit-log';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { AuditEntryRow } from './audit-entry-row';
import { AuditLogFilters, auditLogFilterOf } from './audit-log-filters';

const texts = AUDIT_LOG_TEXTS;

/**
 * Every change made on the admin site (decision 0072), newest first: who, when, what, from
 * where, and each change's before and after. The owner reads everyone's; other staff their own
 * (the server decides). The filter lives in the address; Export CSV downloads what it shows.
 */
export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const filter = auditLogFilterOf(search);
  const log = useAuditLog(filter);
  const download = useDownloadAuditLog();
  const show = (next: AuditLogFilter) =>
    setSearch(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    );
  const filtered = Object.values(filter).some(Boolean);
  const first = log.data?.pages[0];
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div>
      <PageHeader
        title={texts.title}
        actions={
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(filter)}>
            {texts.exportCsv}
          </Button>
        }
      />
      <p className="mb-1 text-sm text-slate-600">{texts.intro}</p>
      {first && !first.everyone ? <p className="mb-3 text-sm text-slate-600">{texts.introOwnOnly}</p> : null}
      <AuditLogFilters
        values={filter}
        staff={first?.staff ?? []}
        everyone={first?.everyone ?? false}
        onChange={show}
      />
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <LoadError message={failureMessage(log.error)} />
      ) : entries.length === 0 ? (
        <Empty message={filtered ? texts.emptyFiltered : texts.empty} />
      ) : (
        <>
          <ul className="space-y-2">
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-3"
              disabled={log.isFetchingNextPage}
              onClick={() => log.fetchNextPage()}
            >
              {texts.more}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
