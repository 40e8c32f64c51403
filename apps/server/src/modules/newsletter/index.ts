import type { App } from '../../plugins/zod-type-provider';
import { newsletterRoutes } from './routes';

// Owns newsletter_subscribers: one row per address.
export { eraseNewsletterSubscriptions, newsletterDataOf } from './newsletter-personal-data';
export { listSubscribers, type SubscriberRow } from './subscriber-repository';

export async function newsletterModule(app: App) {
  await newsletterRoutes(app);
}
