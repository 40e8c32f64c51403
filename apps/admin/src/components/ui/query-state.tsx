import { ADMIN_MESSAGES } from '@shop/shared';
import { LoaderCircle } from 'lucide-react';

export function Loading({ label = ADMIN_MESSAGES.loading }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 p-4 text-sm text-slate-600">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {label}
    </p>
  );
}

export function LoadError({ message = ADMIN_MESSAGES.loadFailed }: { message?: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      {message}
    </p>
  );
}

export function Empty({ message }: { message: string }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
      {message}
    </p>
  );
}
