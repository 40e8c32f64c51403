import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  children,
  action,
}: {
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-3 flex items-end justify-between gap-2">
      <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {children}
      </h2>
      {action}
    </div>
  );
}
