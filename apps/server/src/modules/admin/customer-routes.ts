import {
  ADMIN_MESSAGES,
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerResponseSchema,
  customerStaffBodySchema,
  orderTextsBodySchema,
  PHONE_MESSAGES,
  uuidParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { changeCustomerOrderTexts, changeStaffFlag, listCustomers } from './customer-service';

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

  admin.put(
    '/customers/:id/order-texts',
    {
      schema: {
        params: uuidParamsSchema,
        body: orderTextsBodySchema,
        response: answers({ 200: adminCustomerResponseSchema }),
      },
    },
    async (request) => {
      const { orderTexts } = request.body;
      const customer = await changeCustomerOrderTexts(db(), request.params.id, orderTexts);
      return { success: true, message: PHONE_MESSAGES.orderTextsSaved(orderTexts), customer };
    },
  );
}
