import type { App } from '../../plugins/zod-type-provider';
import { creditNoteRoutes } from './credit-note-routes';
import { returnFiguresRoutes } from './figures-routes';
import { returnPhotoRoutes } from './photo-routes';
import { startPhotoSweeper } from './photo-sweeper';
import { returnSettingsRoutes } from './settings-routes';
import { shopperReturnRoutes } from './shopper-routes';
import { staffReturnRoutes } from './staff-routes';

/*
 * Owns return_settings, return_requests, return_units, return_photos, return_events and
 * refunds (decision 0063). It reads and locks orders through the orders module's index
 * (lockOrderForReturn), puts units back through the catalogue's, records replacement units
 * through the serials module's and queues its messages through the messages module's.
 */
export { openClaimOfSerial } from './open-claims';
/** Backups copy and restore the photos here (modules/backups). */
export { returnPhotosFolder } from './photo-store';
export { refundReporterOf } from './refund-reports';
export { eraseReturnContacts, returnDataOf } from './return-personal-data';
export { readReturnSettings } from './return-settings-repository';

/** Returns and warranty claims (docs/product/returns.md). */
export async function returnsModule(app: App) {
  startPhotoSweeper(app);
  await shopperReturnRoutes(app);
  await returnPhotoRoutes(app);
  await returnSettingsRoutes(app);
  await staffReturnRoutes(app);
  await creditNoteRoutes(app);
  await returnFiguresRoutes(app);
}
