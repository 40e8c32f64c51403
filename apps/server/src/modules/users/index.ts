import type { App } from '../../plugins/zod-type-provider';
import { closePasswordStrengthWorkers } from './password-rules';
import { closePasswordHashWorkers } from './passwords';
import { userRoutes } from './routes';

/*
 * Owns users. Sessions are written and read by plugins/auth.ts (createSession, requireUser),
 * which every module's hooks use; this module only asks it to create and revoke them.
 */
export { checkAccountErasable } from './account-erasure-check';
export { accountContactsOf, accountDataOf, eraseAccountRow, lockAccount } from './account-personal-data';
export { type CustomerRow, findCustomer, listCustomerPage, setStaffFlag } from './customer-repository';
export {
  countRefusedDelivery,
  findAccountNames,
  isPayOnDeliveryBlocked,
  lockAccountForPayOnDelivery,
  refusedDeliveriesOf,
  restorePayOnDelivery,
} from './pay-on-delivery-standing';
export {
  countRefusalAtPhoneAndAddress,
  lockPhoneAndAddress,
  type PlaceStanding,
  restorePhonesAndAddresses,
  type StandingPlace,
  standingsOf,
} from './phone-and-address-standing';
export {
  changeOrderTexts,
  isPhoneVerified,
  orderAudienceOf,
  orderUpdatesChannelOf,
  readPhoneSettings,
  wantsOrderTexts,
} from './phone-settings';
export { createOrPromoteStaff } from './staff-accounts';
export { setStaffBranch, staffBranchOf } from './staff-branch';
export { identitiesOf, type StaffIdentity, staffIdentities } from './staff-identities';
export { staffAccessCheckOf } from './two-step/staff-security-settings';
export { listStaffEmails } from './user-repository';

/**
 * Ends the threads that check and hash passwords (each starts again with its next task). Only a
 * script that must exit at once calls it: the threads belong to the process, not to one app, and
 * piscina unrefs an idle thread, so the server and the test runner exit without it. Closing
 * them with each app cost the unit tests a thread start (and argon2's load) per app: 696 s to
 * 1,046 s.
 */
export async function closePasswordWorkers(): Promise<void> {
  await Promise.all([closePasswordStrengthWorkers(), closePasswordHashWorkers()]);
}

/** Accounts: register, login, profile, logout and logout-all (docs/product/api.md#account). */
export async function usersModule(app: App) {
  await userRoutes(app);
}
