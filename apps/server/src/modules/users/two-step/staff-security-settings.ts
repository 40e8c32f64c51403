import { TWO_STEP_TEXTS } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import { conflict, forbidden } from '../../../plugins/errors';
import { findTwoStep, mustSetUpTwoStep, saveTwoStepRequired } from './two-step-repository';

/** The admin routes a staff member still reaches while the owner's rule sends them to set-up. */
export const SETUP_ROUTES_PREFIX = '/api/admin/two-step';

/**
 * The owner's switch. Turning it on needs the owner's own second factor on first: otherwise the
 * owner's session would reach only the set-up page, this switch included.
 */
export async function setTwoStepRequired(app: FastifyInstance, ownerId: string, required: boolean) {
  const db = app.database.db;
  if (required && !(await findTwoStep(db, ownerId))?.enabledAt) throw conflict(TWO_STEP_TEXTS.ownerFirst);
  await saveTwoStepRequired(db, required);
}

/**
 * The staff check after requireAdmin (plugins/auth.ts, handed in by app.ts): while the owner
 * requires a second factor, an account without one reaches only the set-up routes (403 elsewhere).
 */
export function staffAccessCheckOf(app: FastifyInstance) {
  return async function requireTwoStepWhenRequired(request: FastifyRequest): Promise<void> {
    const route = request.routeOptions.url ?? '';
    if (route === SETUP_ROUTES_PREFIX || route.startsWith(`${SETUP_ROUTES_PREFIX}/`)) return;
    if (await mustSetUpTwoStep(app.database.db, currentUser(request).id))
      throw forbidden(TWO_STEP_TEXTS.setupRequired);
  };
}
