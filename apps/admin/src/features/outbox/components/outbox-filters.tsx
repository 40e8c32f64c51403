import {
  ADMIN_TEXTS,
  OUTBOX_MESSAGE_CHANNELS,
  OUTBOX_PURPOSES,
  type OutboxMessageChannel,
  type OutboxPurpose,
} from '@shop/shared';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/field';

export interface OutboxFilterValues {
  purpose: OutboxPurpose;
  /** Undefined: every channel. */
  channel: OutboxMessageChannel | undefined;
}

const isPurpose = (value: string | null): value is OutboxPurpose =>
  OUTBOX_PURPOSES.some((purpose) => purpose === value);
const isChannel = (value: string | null): value is OutboxMessageChannel =>
  OUTBOX_MESSAGE_CHANNELS.some((channel) => channel === value);

/** The filters as the address holds them (?purpose=marketing&channel=whatsapp); anything else is "all". */
export function outboxFiltersOf(search: URLSearchParams): OutboxFilterValues {
  const purpose = search.get('purpose');
  const channel = search.get('channel');
  return { purpose: isPurpose(purpose) ? purpose : 'all', channel: isChannel(channel) ? channel : undefined };
}

/** Two selects above the Outbox: what the messages are for, and how they go. */
export function OutboxFilters({
  values,
  onChange,
}: {
  values: OutboxFilterValues;
  onChange: (next: OutboxFilterValues) => void;
}) {
  const texts = ADMIN_TEXTS.outbox;
  const purposeId = useId();
  const channelId = useId();
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={purposeId} className="text-sm font-medium text-slate-700">
          {texts.filter.purpose}
        </label>
        <select
          id={purposeId}
          className={inputClass}
          value={values.purpose}
          onChange={(event) => {
            const purpose = event.target.value;
            if (isPurpose(purpose)) onChange({ ...values, purpose });
          }}
        >
          {OUTBOX_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {texts.filter.purposes[purpose]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={channelId} className="text-sm font-medium text-slate-700">
          {texts.filter.channel}
        </label>
        <select
          id={channelId}
          className={inputClass}
          value={values.channel ?? ''}
          onChange={(event) => {
            const channel = event.target.value;
            onChange({ ...values, channel: isChannel(channel) ? channel : undefined });
          }}
        >
          <option value="">{texts.filter.allChannels}</option>
          {OUTBOX_MESSAGE_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {texts.channel[channel]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
