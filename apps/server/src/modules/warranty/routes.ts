import { warrantyResponseSchema } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { limitWarrantyLookups } from './warranty-limit';
import { checkWarranty } from './warranty-service';

/** A unit's state changes when it comes back: no browser or proxy may keep an answer, refusals included. */
async function neverStored(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/**
 * GET /api/warranty/:serial (decision 0061): the public warranty check of a unit this shop
 * sold, limited per address. No login: a buyer checks a unit bought second-hand too.
 */
export async function warrantyRoutes(app: App) {
  app.get(
    '/api/warranty/:serial',
    {
      onRequest: [neverStored, limitWarrantyLookups],
      schema: {
        // Longer than any serial with its spaces; the service says what is wrong with the rest.
        params: z.object({ serial: z.string().max(80) }),
        response: answers({ 200: warrantyResponseSchema }),
      },
    },
    async (request) => ({
      success: true as const,
      warranty: await checkWarranty(app.database.db, request.params.serial),
    }),
  );
}
