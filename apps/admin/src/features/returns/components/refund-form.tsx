import {
  type AdminReturn,
  formatGhs,
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  type RefundMethod,
  type ReturnMoveBody,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { useId, useState } from 'react';
import { inputClass, TextField } from '../../../components/ui/field';
import { moveBodyProblem } from './move-body';
import { MoveForm } from './move-form';
import type { MoveFormProps } from './settle-forms';

const texts = RETURN_ADMIN_TEXTS;

/** Cash and MoMo are paid back by hand: staff type the receipt or transaction id. */
const needsReference = (method: RefundMethod) => method === 'cash' || method === 'momo';

/** What the refund pays, in cedis: the units' paid share, and delivery when ticked (added in pesewas). */
export function refundAmountOf(request: AdminReturn, refundDelivery: boolean): number {
  const delivery = refundDelivery && request.refundableDelivery !== null ? request.refundableDelivery : 0;
  return toCedis(toPesewas(request.refundableGoods) + toPesewas(delivery));
}

/**
 * Refund a received request: the amount the server will pay (delivery too when the shop was at
 * fault and staff tick it), how (the methods this order may be refunded by), and for cash or
 * MoMo the receipt or transaction id.
 */
export function RefundForm({ request, busy, onMove, onCancel }: MoveFormProps & { request: AdminReturn }) {
  const [refundDelivery, setRefundDelivery] = useState(false);
  const [method, setMethod] = useState<RefundMethod | undefined>(request.refundMethods[0]);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const methodId = useId();
  const amount = refundAmountOf(request, refundDelivery);

  function submit() {
    const byHand = method !== undefined && needsReference(method);
    const body: ReturnMoveBody = {
      status: 'Refunded',
      refundDelivery,
      ...(method === undefined ? {} : { method }),
      ...(byHand ? { reference: reference.trim() } : {}),
    };
    const problem =
      byHand && reference.trim() === '' ? RETURN_MESSAGES.refundReferenceRequired : moveBodyProblem(body);
    setError(problem ?? undefined);
    if (!problem) onMove(body);
  }

  return (
    <MoveForm label={texts.refundAmount(formatGhs(amount))} busy={busy} onSubmit={submit} onCancel={onCancel}>
      {request.refundableDelivery !== null ? (
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={refundDelivery}
            onChange={(event) => setRefundDelivery(event.target.checked)}
          />
          {texts.refundDelivery} ({formatGhs(request.refundableDelivery)})
        </label>
      ) : null}
      <div className="flex flex-col gap-1 sm:w-80">
        <label htmlFor={methodId} className="text-sm font-medium text-slate-700">
          {texts.refundMethod}
        </label>
        <select
          id={methodId}
          className={inputClass}
          value={method ?? ''}
          onChange={(event) => {
            setMethod(event.target.value as RefundMethod);
            setError(undefined);
          }}
        >
          {request.refundMethods.map((each) => (
            <option key={each} value={each}>
              {texts.refundMethods[each]}
            </option>
          ))}
        </select>
      </div>
      {method !== undefined && needsReference(method) ? (
        <div className="sm:w-80">
          <TextField
            label={texts.refundReference}
            value={reference}
            maxLength={100}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setReference(event.target.value);
              setError(undefined);
            }}
          />
        </div>
      ) : error ? (
        <p className="text-sm text-red-600">{error}</p>
      ) : null}
    </MoveForm>
  );
}
