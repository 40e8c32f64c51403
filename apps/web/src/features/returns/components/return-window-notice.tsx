import { type OrderReturns, RETURN_TEXTS } from '@shop/shared';
import { accraDayText } from '../accra-day';

/**
 * Where the order stands with returns: not delivered yet, open until a day, or closed on a day
 * (the last day in Ghana, as the server counts it).
 */
export function ReturnWindowNotice({ returns }: { returns: OrderReturns }) {
  let text: string = RETURN_TEXTS.notDeliveredYet;
  if (returns.delivered && returns.windowClosesAt) {
    const day = accraDayText(returns.windowClosesAt);
    text = returns.windowOpen ? RETURN_TEXTS.returnWindow(day) : RETURN_TEXTS.returnWindowClosedOn(day);
  }
  const open = returns.delivered && returns.windowOpen;
  return (
    <p
      data-testid="return-window"
      className={`rounded-md border p-3 ${open ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
    >
      {text}
    </p>
  );
}
