import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '../return-texts';
import { createReturnBodySchema, returnMoveBodySchema } from './returns';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('what a shopper may send to ask for a return', () => {
  it('keeps a note with lines and refuses one with a control character', () => {
    const body = (note: string) =>
      createReturnBodySchema.safeParse({
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: 'line', quantity: 1 }],
        note,
      });
    expect(body('The screen flickers.\nThen it goes black.').success).toBe(true);
    expect(messagesOf(body('bad\u0007bell'))).toContain(RETURN_MESSAGES.noteUnreadable);
  });

  it('needs units for a return and a fault for a warranty claim, and at most 3 photos', () => {
    expect(
      messagesOf(createReturnBodySchema.safeParse({ kind: 'return', reason: 'faulty', units: [] })),
    ).toContain(RETURN_MESSAGES.unitsRequired);
    expect(
      messagesOf(
        createReturnBodySchema.safeParse({ kind: 'warranty', serial: '35 209900 176148 1', note: '  ' }),
      ),
    ).toContain(RETURN_MESSAGES.faultRequired);
    const photos = Array.from({ length: 4 }, () => crypto.randomUUID());
    expect(
      messagesOf(
        createReturnBodySchema.safeParse({ kind: 'warranty', serial: 'SN-1234', note: 'dead', photos }),
      ),
    ).toContain(RETURN_MESSAGES.tooManyPhotos);
  });

  it('reads a typed serial as the shop stores it', () => {
    const parsed = createReturnBodySchema.parse({ kind: 'warranty', serial: ' sn 12-ab ', note: 'dead' });
    expect(parsed.kind === 'warranty' && parsed.serial).toBe('SN12-AB');
  });
});

describe('what staff send to move a request', () => {
  it('names each move by the status it leads to, with what that step needs', () => {
    expect(returnMoveBodySchema.safeParse({ status: 'Approved' }).success).toBe(true);
    expect(returnMoveBodySchema.safeParse({ status: 'Rejected' }).success).toBe(false);
    expect(messagesOf(returnMoveBodySchema.safeParse({ status: 'Received', condition: 'broken' }))).toContain(
      RETURN_MESSAGES.conditionRequired,
    );
    expect(returnMoveBodySchema.safeParse({ status: 'Requested' }).success).toBe(false);
  });
});
