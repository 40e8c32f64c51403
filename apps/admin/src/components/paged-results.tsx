import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../lib/failure-message';
import { Pager } from './ui/pager';
import { Empty, LoadError, Loading } from './ui/query-state';

interface PagedData {
  page: number;
  limit: number;
  total: number;
}

interface PagedResultsProps<Data extends PagedData> {
  query: UseQueryResult<Data>;
  /** How many rows the loaded page holds; none shows `emptyMessage`. */
  countOf: (data: Data) => number;
  emptyMessage: string;
  onPage: (page: number) => void;
  children: (data: Data) => ReactNode;
}

/** One page of a list: loading, the error, "nothing here", or the rows with the pager under them. */
export function PagedResults<Data extends PagedData>({
  query,
  countOf,
  emptyMessage,
  onPage,
  children,
}: PagedResultsProps<Data>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError message={failureMessage(query.error)} />;
  if (countOf(query.data) === 0) return <Empty message={emptyMessage} />;
  return (
    <>
      {children(query.data)}
      <Pager page={query.data.page} limit={query.data.limit} total={query.data.total} onPage={onPage} />
    </>
  );
}
