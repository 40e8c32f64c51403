import {
  ADMIN_MESSAGES,
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerResponseSchema,
  customerStaffBodySchema,
  uuidParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { changeStaffFlag, listCustomers } from './customer-service';

export async function adminCustomerRoutes(admin: App) {
  const db = () => admin.database.db;

  const listSchema = {
    querystring: adminCustomerListQuerySchema,
    response: answers({ 200: adminCustomerListResponseSchema }),
  };
  admin.get('/customers', { schema: listSchema }, async (request) => ({
    success: true,
    ...(await listCustomers(db(), request.query)),
  }));

  admin.patch(
    '/customers/:id',
    {
      schema: {
        params: uuidParamsSchema,
        body: customerStaffBodySchema,
        response: answers({ 200: adminCustomerResponseSchema }),
      },
    },
    async (request) => {
      const { isAdmin } = request.body;
      const customer = await changeStaffFlag(db(), currentUser(request), request.params.id, isAdmin);
      const message = isAdmin
        ? ADMIN_MESSAGES.madeStaff(customer.name)
        : ADMIN_MESSAGES.removedStaff(customer.name);
      return { success: true, message, customer };
    },
  );
}
