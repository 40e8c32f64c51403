import { RETURN_TEXTS, type ReturnRequest } from '@shop/shared';
import { CheckCircle } from 'lucide-react';

/** Once sent: the request's number, what happens next, and where it stands now. */
export function ReturnRequestSent({ request }: { request: ReturnRequest }) {
  return (
    <section
      aria-labelledby="return-sent-heading"
      data-testid="return-request-sent"
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <h2 id="return-sent-heading" role="status" className="flex items-start gap-2 text-lg font-semibold">
        <CheckCircle aria-hidden="true" size={22} className="mt-0.5 shrink-0" />
        {RETURN_TEXTS.sent(request.number)}
      </h2>
      <p>{RETURN_TEXTS.nextSteps}</p>
      <p className="font-semibold" data-testid="return-request-state">
        {RETURN_TEXTS.requestLine(request.number, request.statusLabel)}
      </p>
      <p className="text-sm">{request.nextStep}</p>
    </section>
  );
}
