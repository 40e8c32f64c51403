import { formatGhs, type Invoice } from '@shop/shared';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { SoldUnits } from './sold-units';

const cell = 'px-2 py-2 align-top';
const figure = `${cell} text-right tabular-nums`;

/** The invoice's lines: product and variant with its serials and warranty, quantity, unit price, total. */
export function InvoiceLines({ lines }: { lines: Invoice['lines'] }) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className={cell}>
              {INVOICE_PAGE_TEXTS.product}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {INVOICE_PAGE_TEXTS.quantity}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {INVOICE_PAGE_TEXTS.unitPrice}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {INVOICE_PAGE_TEXTS.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // Two lines may sell the same product and variant: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
            <tr key={index} data-testid="invoice-line" className="border-b border-slate-200">
              <td className={cell}>
                <span className="block font-medium">{line.name}</span>
                {line.variant && <span className="block text-slate-600">{line.variant}</span>}
                {line.warrantyMonths > 0 && (
                  <span className="block text-slate-600">
                    {INVOICE_PAGE_TEXTS.warrantyMonths(line.warrantyMonths)}
                  </span>
                )}
                <SoldUnits units={line.serials} productName={line.name} />
              </td>
              <td className={figure}>{line.quantity}</td>
              <td className={figure}>{formatGhs(line.unitPrice)}</td>
              <td className={figure}>{formatGhs(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
