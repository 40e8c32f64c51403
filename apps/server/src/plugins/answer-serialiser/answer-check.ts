import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/** An answer that is not what its route's schema says; thrown, so the request answers 500. */
export class AnswerSchemaError extends Error {
  override name = 'AnswerSchemaError';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const pathText = (path: readonly PropertyKey[]) => (path.length > 0 ? path.join('.') : '(the answer)');

/**
 * A property the answer has and the schema does not: zod's objects drop unknown keys when
 * parsing, so whatever the sent value has and the parsed one lacks is such a property. This
 * reaches every nested object, where `z.strictObject` on the outside alone would not.
 */
function findExtraProperty(sent: unknown, parsed: unknown, path: string[] = []): string[] | undefined {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let index = 0; index < sent.length; index += 1) {
      const found = findExtraProperty(sent[index], parsed[index], [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return undefined;
  for (const key of Object.keys(sent)) {
    if (!(key in parsed)) return [...path, key];
    const found = findExtraProperty(sent[key], parsed[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Where two JSON values first differ, for a message that points at the field. */
export function firstDifference(left: unknown, right: unknown, path: string[] = []): string[] | undefined {
  if (isDeepStrictEqual(left, right)) return undefined;
  if (Array.isArray(left) && Array.isArray(right) && left.length === right.length) {
    for (let index = 0; index < left.length; index += 1) {
      const found = firstDifference(left[index], right[index], [...path, String(index)]);
      if (found) return found;
    }
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      const found = firstDifference(left[key], right[key], [...path, key]);
      if (found) return found;
    }
  }
  return path;
}

/**
 * Checks an answer, as the client will read it (after JSON), against its schema strictly:
 * a wrong type, a missing field, or a property the schema does not name. Returns what is
 * wrong, or undefined when it fits.
 */
export function answerMismatch(schema: z.ZodType, sent: unknown): string | undefined {
  const result = schema.safeParse(sent);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return `${pathText(issue.path)}: ${issue.message}`;
  }
  const extra = findExtraProperty(sent, result.data);
  if (extra) return `${pathText(extra)}: a property the schema does not allow`;
  return undefined;
}
