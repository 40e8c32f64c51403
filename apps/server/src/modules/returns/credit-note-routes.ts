import type { App } from '../../plugins/zod-type-provider';

/** A refund's credit note, as JSON and PDF, for its shopper and for staff (schemas/returns.ts). */
export async function creditNoteRoutes(app: App): Promise<void> {
  void app;
}
