import type { BranchBody, OpeningHours } from '@shop/shared';
import { call } from '../../../test/helpers/api';
import type { App } from '../../plugins/zod-type-provider';

const day = (opens: string, closes: string) => ({ opens, closes });

/** Monday to Friday 08:00 to 18:00, Saturday 09:00 to 14:00, closed on Sunday. */
export const WEEK_HOURS: OpeningHours = [
  ...Array.from({ length: 5 }, () => day('08:00', '18:00')),
  day('09:00', '14:00'),
  null,
];

/** A branch as the owner's form sends it; `name` makes it one of its own. */
export const branchBody = (name: string, changes: Partial<BranchBody> = {}): BranchBody => ({
  name,
  address: '12 Harper Road, Adum',
  city: 'Kumasi',
  digitalAddress: 'ak 039 5028',
  phone: '+233 32 202 5566',
  openingHours: WEEK_HOURS,
  pickup: true,
  ...changes,
});

/** The calls the tests make, as the admin site and the storefront make them. */
export const branchCalls = (app: App) => ({
  publicList: () => call(app, 'GET', '/api/branches'),
  staffList: (token: string) => call(app, 'GET', '/api/admin/branches', { token }),
  create: (token: string, body: unknown) => call(app, 'POST', '/api/admin/branches', { token, body }),
  edit: (token: string, id: number | string, body: unknown) =>
    call(app, 'PUT', `/api/admin/branches/${id}`, { token, body }),
  makeDelivery: (token: string, id: number | string) =>
    call(app, 'POST', `/api/admin/branches/${id}/delivery`, { token }),
  close: (token: string, id: number | string) => call(app, 'DELETE', `/api/admin/branches/${id}`, { token }),
});
