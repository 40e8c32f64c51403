import type { z } from 'zod';
import { API_MESSAGES } from '../messages';
import { hasNoInvisibleCharacter, isOneLine } from '../text';

/**
 * A text field that stays on one line (a name, a street, a city): a control
 * character in it is refused with the field's label in the message, and so is an invisible
 * format character (a direction mark, a zero-width space), which would disguise the text.
 */
export const oneLine = <T extends z.ZodString>(schema: T, label: string): T =>
  schema
    .refine(isOneLine, API_MESSAGES.notOneLine(label))
    .refine(hasNoInvisibleCharacter, API_MESSAGES.invisibleCharacter(label)) as T;
