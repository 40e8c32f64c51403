import type { z } from 'zod';
import { API_MESSAGES } from '../messages';
import { isOneLine } from '../text';

/**
 * A text field that stays on one line (a name, a street, a city; issue 23): a control
 * character in it is refused with the field's label in the message.
 */
export const oneLine = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.refine(isOneLine, API_MESSAGES.notOneLine(label)) as T;
