import { CREDIT_NOTE_LABELS, type CreditNote, formatGhs } from '@shop/shared';
import { INVOICE_PAGE_TEXTS, serialName } from '@shop/shared/warranty-page-texts';

const cell = 'px-2 py-2 align-top';
const figure = `${cell} whitespace-nowrap text-right tabular-nums`;

/** The returned items: product and variant with the serials that came back, quantity, amount refunded. */
export function CreditNoteLines({ lines }: { lines: CreditNote['lines'] }) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-1 text-left font-semibold">{CREDIT_NOTE_LABELS.refundedGoods}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className={cell}>
              {INVOICE_PAGE_TEXTS.product}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {INVOICE_PAGE_TEXTS.quantity}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {INVOICE_PAGE_TEXTS.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // Two lines may refund the same product and variant: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued credit note's lines never move
            <tr key={index} data-testid="credit-note-line" className="border-b border-slate-200">
              <td className={cell}>
                <span className="block font-medium">{line.name}</span>
                {line.variant && <span className="block text-slate-600">{line.variant}</span>}
                {line.serials.map((serial) => (
                  <span key={serial} className="block break-all text-slate-700">
                    {serialName(serial)}
                  </span>
                ))}
              </td>
              <td className={figure}>{line.quantity}</td>
              <td className={figure}>{formatGhs(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
