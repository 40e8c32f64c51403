import { STOCK_ALERT_TEXTS, type StockAlert } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { useConfirmStockAlertCode } from '../../../api/stock-alerts/confirm-stock-alert';
import { TextField } from '../../../components/text-field';
import { stockAlertErrorText } from '../stock-alert-error';
import { AlertMessage } from './result-message';
import { submitButtonClass } from './stock-alert-styles';

/** The 6 digits texted to a guest's number: once right, the request waits for stock. */
export function StockAlertCodeForm({ alert, onConfirmed }: { alert: StockAlert; onConfirmed: () => void }) {
  const id = useId();
  const confirm = useConfirmStockAlertCode(alert.id);
  const [code, setCode] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: onConfirmed });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        id={`${id}-code`}
        label={STOCK_ALERT_TEXTS.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {confirm.error && <AlertMessage text={stockAlertErrorText(confirm.error)} />}
      <button type="submit" disabled={confirm.isPending} className={submitButtonClass}>
        {confirm.isPending ? STOCK_ALERT_TEXTS.confirming : STOCK_ALERT_TEXTS.confirmCode}
      </button>
    </form>
  );
}
