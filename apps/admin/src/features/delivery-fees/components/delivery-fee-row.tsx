import {
  ADMIN_MESSAGES,
  ADMIN_TEXTS,
  type AdminDeliveryFee,
  DELIVERY_FEE_MAX,
  deliveryFeeBodySchema,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useDeleteDeliveryFee } from '../../../api/delivery-fees/delete-delivery-fee';
import { useSaveDeliveryFee } from '../../../api/delivery-fees/save-delivery-fee';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';

/** One city, edited in place; without `fee` it is the "add a city" row. */
export function DeliveryFeeRow({ fee, onCreated }: { fee?: AdminDeliveryFee; onCreated?: () => void }) {
  const [city, setCity] = useState(fee?.city ?? '');
  const [amount, setAmount] = useState(fee ? String(fee.fee) : '');
  const [error, setError] = useState<string>();
  const save = useSaveDeliveryFee();
  const remove = useDeleteDeliveryFee();
  const changed = !fee || city !== fee.city || amount !== String(fee.fee);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deliveryFeeBodySchema.safeParse({
      city,
      fee: amount.trim() === '' ? undefined : Number(amount),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path[0] === 'city'
          ? ADMIN_MESSAGES.cityRequired
          : ADMIN_MESSAGES.invalidDeliveryFee(DELIVERY_FEE_MAX),
      );
      return;
    }
    setError(undefined);
    save.mutate(
      { id: fee?.id, body: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? ADMIN_MESSAGES.deliveryFeeSaved);
          onCreated?.();
        },
      },
    );
  }

  function confirmAndDelete() {
    if (!fee || !window.confirm(ADMIN_MESSAGES.confirmDelete)) return;
    remove.mutate(fee.id, { onSuccess: (answer) => toast.success(answer.message) });
  }

  const label = fee ? fee.city : ADMIN_TEXTS.deliveryFees.newCity;
  return (
    <li>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-center gap-2 py-2">
        <input
          aria-label={ADMIN_TEXTS.deliveryFees.cityOf(label)}
          placeholder={ADMIN_TEXTS.deliveryFees.cityPlaceholder}
          className={`${inputClass} flex-1 sm:max-w-xs`}
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
        <input
          aria-label={ADMIN_TEXTS.deliveryFees.feeOf(label)}
          placeholder={ADMIN_TEXTS.deliveryFees.feePlaceholder}
          inputMode="decimal"
          className={`${inputClass} w-32`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={!changed || save.isPending}>
          {fee ? ADMIN_TEXTS.common.save : ADMIN_TEXTS.deliveryFees.add}
        </Button>
        {fee ? (
          <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={confirmAndDelete}>
            {ADMIN_TEXTS.common.delete}
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="w-full text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
