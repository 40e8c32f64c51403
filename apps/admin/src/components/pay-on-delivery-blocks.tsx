import { PAY_ON_DELIVERY_TEXTS, type PayOnDeliveryBlock } from '@shop/shared';

const { blockedBy, blockedTitle } = PAY_ON_DELIVERY_TEXTS.account;

/** One line per reason, in the words of the refusal the shopper got: account, phone or address. */
export function blockLine(block: PayOnDeliveryBlock): string {
  if (block.kind === 'phone') return blockedBy.phone(block.label, block.refusedDeliveries);
  if (block.kind === 'address') return blockedBy.address(block.label, block.refusedDeliveries);
  return blockedBy.account(block.refusedDeliveries);
}

/**
 * Why pay on delivery is refused (decision 0044): the account, a phone or an address that
 * reached the refusal limit, on a customer's row or an order's page. Nothing when none did.
 */
export function PayOnDeliveryBlocks({
  blocks,
  className = '',
  withTitle = true,
}: {
  blocks: PayOnDeliveryBlock[] | undefined;
  className?: string;
  /** False beside a badge that already says pay on delivery is lost. */
  withTitle?: boolean;
}) {
  if (!blocks || blocks.length === 0) return null;
  return (
    <div
      className={`rounded bg-red-100 px-2 py-1 text-xs text-red-900 ${className}`}
      data-testid="pay-on-delivery-blocks"
    >
      {withTitle ? <p className="font-semibold">{blockedTitle}</p> : null}
      <ul>
        {blocks.map((block) => (
          <li key={`${block.kind}-${block.label}`}>{blockLine(block)}</li>
        ))}
      </ul>
    </div>
  );
}
