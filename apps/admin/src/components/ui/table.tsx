import type { ReactNode } from 'react';

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    // `relative` keeps the screen-reader-only header texts inside the scrolling box; absolutely placed
    // children otherwise escape it and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase text-slate-600">{head}</thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-middle';
export const headCellClass = 'px-3 py-2 font-semibold';
