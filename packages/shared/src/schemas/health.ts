import { z } from 'zod';

/** GET /api/health: 200 with this while the database answers; 503 with an error answer otherwise. */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
