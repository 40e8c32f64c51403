import type { App } from '../../plugins/zod-type-provider';
import { contactRoutes } from './routes';

// Owns contact_messages: what shoppers send through the contact form, read by staff.
export { contactDataOf, eraseContactMessagesOf } from './contact-personal-data';
export { type ContactMessageRow, listContactMessages } from './contact-repository';

export async function contactModule(app: App) {
  await contactRoutes(app);
}
