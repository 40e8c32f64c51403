import type { OutboxMessageChannel, OutboxPurpose } from '@shop/shared';

/** What a page of the outbox is asked with: its filters and page; part of its query key. */
export interface OutboxListParams {
  page: number;
  purpose: OutboxPurpose;
  /** Undefined: every channel. */
  channel: OutboxMessageChannel | undefined;
}

/** The outbox's query keys, written once; every one starts with `all`. */
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  list: (params: OutboxListParams) => [...outboxKeys.all, 'list', params] as const,
};
