import {
  ADMIN_MESSAGES,
  adminCustomerListQuerySchema,
  customerStaffBodySchema,
  uuidParamsSchema,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { setStaffFlag } from '../users';
import { findCustomer, listCustomers } from './customer-service';

export async function adminCustomerRoutes(admin: App) {
  const db = () => admin.database.db;

  admin.get('/customers', { schema: { querystring: adminCustomerListQuerySchema } }, async (request) => ({
    success: true,
    ...(await listCustomers(db(), request.query)),
  }));

  admin.patch(
    '/customers/:id',
    { schema: { params: uuidParamsSchema, body: customerStaffBodySchema } },
    async (request) => {
      const { id } = request.params;
      const { isAdmin } = request.body;
      // A shop must never lock itself out: staff cannot take away their own access.
      // PostgreSQL reads a uuid in any letter case, so the comparison must too.
      if (id.toLowerCase() === currentUser(request).id && !isAdmin)
        throw conflict(ADMIN_MESSAGES.cannotRemoveOwnStaff);
      if (!(await setStaffFlag(db(), id, isAdmin))) throw notFound(ADMIN_MESSAGES.customerNotFound);
      const customer = (await findCustomer(db(), id))!;
      const message = isAdmin
        ? ADMIN_MESSAGES.madeStaff(customer.name)
        : ADMIN_MESSAGES.removedStaff(customer.name);
      return { success: true, message, customer };
    },
  );
}
