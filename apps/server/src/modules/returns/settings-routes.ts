import {
  RETURN_MESSAGES,
  type ReturnSettings,
  returnSettingsResponseSchema,
  returnSettingsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { guardRoutes, ownerOnly, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { readReturnSettings, saveReturnSettings } from './return-settings-repository';

/**
 * The owner's return rules (decision 0063): every staff member reads them (they answer
 * shoppers' questions about returns); only the owner changes them, since they decide what
 * the shop takes back.
 */
export async function returnSettingsRoutes(app: App): Promise<void> {
  await app.register(
    async (admin: App) => {
      guardRoutes(admin, requireAdmin);
      const db = () => admin.database.db;
      const settingsAnswer = (settings: ReturnSettings, message?: string) => ({
        success: true as const,
        ...(message ? { message } : {}),
        settings,
      });
      const response = answers({ 200: returnSettingsResponseSchema });

      admin.get('/return-settings', { schema: { response } }, async () =>
        settingsAnswer(await readReturnSettings(db())),
      );
      admin.put(
        '/return-settings',
        {
          onRequest: ownerOnly(RETURN_MESSAGES.settingsOwnerOnly),
          schema: { body: returnSettingsSchema, response },
        },
        async (request) =>
          settingsAnswer(await saveReturnSettings(db(), request.body), RETURN_MESSAGES.settingsSaved),
      );
    },
    { prefix: '/api/admin' },
  );
}
