import { type ReturnMoveBody, returnMoveBodySchema } from '@shop/shared';

/** The contract's complaint about a move's body, before asking the server; null when it is sound. */
export function moveBodyProblem(body: ReturnMoveBody): string | null {
  const parsed = returnMoveBodySchema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
