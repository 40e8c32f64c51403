import { useEffect, useRef } from 'react';

interface ResultMessageProps {
  text: string;
  /** Moves focus here when shown after the shopper's own action, so a screen reader reads it. */
  focus: boolean;
  testId?: string;
}

/** The outcome of a step ("We will tell you when it is back"), read out and focused once. */
export function ResultMessage({ text, focus, testId }: ResultMessageProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid={testId}
      className="rounded-md bg-emerald-50 p-3 text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
    >
      {text}
    </p>
  );
}

/** A refusal or failure, in the server's words when it gave them. */
export function AlertMessage({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      {text}
    </p>
  );
}
