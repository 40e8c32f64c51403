import { useState } from 'react';

/** The page of an admin list and its filters; changing a filter goes back to the first page. */
export function useListFilters<Filters extends Record<string, string>>(initial: Filters) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(initial);
  const setFilter = (key: keyof Filters) => (value: string) => {
    setFilters((old) => ({ ...old, [key]: value }));
    setPage(1);
  };
  return { page, setPage, filters, setFilter };
}
