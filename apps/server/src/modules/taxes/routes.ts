import {
  TAX_SETTINGS_TEXTS,
  type TaxSettings,
  taxSettingsResponseSchema,
  taxSettingsSchema,
  toStoredTaxSettings,
  toTaxSettings,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { ownerOnly } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { readTaxSettings, saveTaxSettings } from './tax-settings-repository';

/**
 * The owner's Tax settings (decision 0061), registered inside the staff-only /api/admin scope.
 * Every staff member reads them (they answer shoppers' questions about invoices); only the
 * owner changes them, since they decide what every invoice says to the tax authority.
 */
export async function adminTaxSettingsRoutes(admin: App) {
  const db = () => admin.database.db;
  const settingsAnswer = (taxSettings: TaxSettings, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    taxSettings,
  });
  const response = answers({ 200: taxSettingsResponseSchema });

  admin.get('/tax-settings', { schema: { response } }, async () =>
    settingsAnswer(toTaxSettings(await readTaxSettings(db()))),
  );
  admin.put(
    '/tax-settings',
    { onRequest: ownerOnly(TAX_SETTINGS_TEXTS.ownerOnly), schema: { body: taxSettingsSchema, response } },
    async (request) => {
      const stored = toStoredTaxSettings(request.body);
      await saveTaxSettings(db(), stored);
      return settingsAnswer(toTaxSettings(stored), TAX_SETTINGS_TEXTS.saved);
    },
  );
}
