import type { App } from '../../plugins/zod-type-provider';
import { policyRoutes } from './routes';

/**
 * Owns no table: the policy pages' figures (decision 0070), composed from the return settings
 * (returns), the delivery fees (delivery) and the seller details (info), read through their faces.
 */
export async function policiesModule(app: App) {
  await policyRoutes(app);
}
