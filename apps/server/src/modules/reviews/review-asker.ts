import type { FastifyInstance } from 'fastify';

/** Placeholder until its slice lands. */
export function startReviewAsker(_app: FastifyInstance): void {}
