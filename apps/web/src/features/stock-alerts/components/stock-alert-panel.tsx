import { STOCK_ALERT_TEXTS, type StockAlert } from '@shop/shared';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useStopWaiting } from '../../../api/stock-alerts/my-stock-alerts';
import { stockAlertErrorText } from '../stock-alert-error';
import { GuestStockAlertForm } from './guest-stock-alert-form';
import { AlertMessage, ResultMessage } from './result-message';
import { SignedInStockAlertForm } from './signed-in-stock-alert-form';
import { StockAlertCodeForm } from './stock-alert-code-form';
import { quietButtonClass } from './stock-alert-styles';

/** Where the request stands, as this page has seen it. */
type Step =
  | { kind: 'ask' }
  | { kind: 'waiting'; alert: StockAlert }
  | { kind: 'check-email'; alert: StockAlert }
  | { kind: 'enter-code'; alert: StockAlert }
  | { kind: 'confirmed' }
  | { kind: 'cancelled' };

export interface StockAlertPanelProps {
  productId: number;
  variantId?: string;
  signedIn: boolean;
  /** The account's request for this variant, already waiting when the page opened. */
  waitingAlert?: StockAlert;
  /** Opened by the shopper's click (focus moves in), rather than shown for a request already made. */
  opened: boolean;
}

/** What the panel is for; focused as it opens on the button's click, so a screen reader reads it. */
function Intro({ focus }: { focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p ref={ref} tabIndex={-1} className="text-slate-700 outline-none">
      {STOCK_ALERT_TEXTS.intro}
    </p>
  );
}

function WaitingMessage(props: {
  productId: number;
  alert: StockAlert;
  focus: boolean;
  onStopped: () => void;
}) {
  const { productId, alert, focus, onStopped } = props;
  const stop = useStopWaiting(productId);
  return (
    <div className="flex flex-col gap-3">
      <ResultMessage
        text={STOCK_ALERT_TEXTS.waitingFor(alert.recipient)}
        focus={focus}
        testId="stock-alert-waiting"
      />
      {stop.error && <AlertMessage text={stockAlertErrorText(stop.error)} />}
      <button
        type="button"
        disabled={stop.isPending}
        onClick={() => stop.mutate(alert.variantId, { onSuccess: onStopped })}
        className={quietButtonClass}
      >
        {STOCK_ALERT_TEXTS.cancel}
      </button>
    </div>
  );
}

/**
 * "Notify me when it's back", opened (decision 0066): loaded only when its button is pressed,
 * or when the signed-in shopper already waits for this variant. A guest proves the address
 * by the e-mail's link or the SMS's code; an account's request waits at once.
 */
export default function StockAlertPanel({
  productId,
  variantId,
  signedIn,
  waitingAlert,
  opened,
}: StockAlertPanelProps) {
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  // After the shopper's own step the outcome takes focus; on opening, the sentence saying what this is.
  const [acted, setActed] = useState(false);

  const go = useCallback((next: Step) => {
    setActed(true);
    setStep(next);
  }, []);
  const onAsked = useCallback(
    (alert: StockAlert) => {
      if (alert.state === 'waiting') go({ kind: 'waiting', alert });
      else go(alert.channel === 'email' ? { kind: 'check-email', alert } : { kind: 'enter-code', alert });
    },
    [go],
  );
  const shown: Step = step.kind === 'ask' && waitingAlert ? { kind: 'waiting', alert: waitingAlert } : step;

  let content: ReactNode;
  switch (shown.kind) {
    case 'ask':
      content = signedIn ? (
        <SignedInStockAlertForm productId={productId} variantId={variantId} onAsked={onAsked} />
      ) : (
        <GuestStockAlertForm productId={productId} variantId={variantId} onAsked={onAsked} />
      );
      break;
    case 'waiting':
      content = (
        <WaitingMessage
          productId={productId}
          alert={shown.alert}
          focus={acted}
          onStopped={() => go({ kind: 'cancelled' })}
        />
      );
      break;
    case 'check-email':
      content = (
        <ResultMessage
          text={STOCK_ALERT_TEXTS.checkEmail(shown.alert.recipient)}
          focus
          testId="stock-alert-check-email"
        />
      );
      break;
    case 'enter-code':
      content = (
        <>
          <ResultMessage
            text={STOCK_ALERT_TEXTS.enterCode(shown.alert.recipient)}
            focus
            testId="stock-alert-enter-code"
          />
          <StockAlertCodeForm alert={shown.alert} onConfirmed={() => go({ kind: 'confirmed' })} />
        </>
      );
      break;
    case 'confirmed':
      content = <ResultMessage text={STOCK_ALERT_TEXTS.confirmed} focus testId="stock-alert-confirmed" />;
      break;
    case 'cancelled':
      content = <ResultMessage text={STOCK_ALERT_TEXTS.cancelled} focus testId="stock-alert-cancelled" />;
      break;
  }

  return (
    <div data-testid="stock-alert" className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      {shown.kind === 'ask' && <Intro focus={opened} />}
      {content}
    </div>
  );
}
