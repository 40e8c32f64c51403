import { ADMIN_TEXTS, type AdminOrderDetail, formatGhs, variantDisplayName } from '@shop/shared';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { SoldUnitsList } from './sold-units-list';

interface OrderItemsTableProps {
  items: AdminOrderDetail['items'];
  subtotal: number;
  shippingFee: number;
  total: number;
}

/** The lines as bought: the snapshot's image, name and price, not today's product. */
export function OrderItemsTable({ items, subtotal, shippingFee, total }: OrderItemsTableProps) {
  return (
    <>
      <Table
        caption={ADMIN_TEXTS.orderDetail.itemsCaption}
        head={
          <tr>
            <th className={headCellClass}>
              <span className="sr-only">{ADMIN_TEXTS.common.image}</span>
            </th>
            <th className={headCellClass}>{ADMIN_TEXTS.orderDetail.product}</th>
            <th className={headCellClass}>{ADMIN_TEXTS.orderDetail.price}</th>
            <th className={headCellClass}>{ADMIN_TEXTS.orderDetail.quantity}</th>
            <th className={headCellClass}>{ADMIN_TEXTS.orderDetail.lineTotal}</th>
          </tr>
        }
      >
        {items.map((item) => (
          <tr key={item._id}>
            <td className={cellClass}>
              {item.image ? (
                <img src={item.image} alt="" className="size-12 max-w-none rounded object-cover" />
              ) : null}
            </td>
            <td className={cellClass}>
              {variantDisplayName(item.name, item.variant.options)}
              {item.variant.sku ? (
                <span className="block text-xs text-slate-500">{item.variant.sku}</span>
              ) : null}
              {item.productId !== null ? (
                <span className="block text-xs text-slate-500">
                  {ADMIN_TEXTS.orderDetail.productNumber(item.productId)}
                </span>
              ) : null}
              <SoldUnitsList units={item.serials ?? []} />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(item.price)}</td>
            <td className={cellClass}>{item.quantity}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatGhs(item.lineTotal)}</td>
          </tr>
        ))}
      </Table>
      <dl className="ml-auto mt-3 grid max-w-xs grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.subtotal}</dt>
        <dd className="text-right">{formatGhs(subtotal)}</dd>
        <dt className="text-slate-500">{ADMIN_TEXTS.orderDetail.delivery}</dt>
        <dd className="text-right">{formatGhs(shippingFee)}</dd>
        <dt className="font-semibold">{ADMIN_TEXTS.orderDetail.total}</dt>
        <dd className="text-right font-semibold">{formatGhs(total)}</dd>
      </dl>
    </>
  );
}
