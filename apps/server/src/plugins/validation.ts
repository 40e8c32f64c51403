import { API_MESSAGES } from '@shop/shared';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

const PART_NAMES: Record<string, string> = {
  querystring: 'parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** Turns the first zod issue into one sentence that names the parameter or field. */
export function describeIssue(issue: z.core.$ZodIssue, part: string): string {
  const noun = PART_NAMES[part] ?? 'value';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return `Unknown ${noun}${issue.keys.length > 1 ? 's' : ''} ${keys}.`;
  }
  const name = issue.path.length > 0 ? issue.path.join('.') : undefined;
  if (!name)
    return part === 'body' ? 'The request body must be a JSON object.' : `Invalid ${noun}: ${issue.message}.`;
  // Messages written for people ("Full Name is required") already carry the field's name.
  const alreadyNamed = issue.message.toLowerCase().includes(String(issue.path.at(-1)).toLowerCase());
  const text = alreadyNamed ? issue.message : `${noun} "${name}" ${lowerFirst(issue.message)}`;
  return `${capitalise(text)}${text.endsWith('.') ? '' : '.'}`;
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function lowerFirst(text: string) {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export class RequestValidationError extends Error {
  statusCode = 400;
  override name = 'RequestValidationError';
}

/**
 * Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair (JSON's
 * "\ud800" arrives in a JavaScript string as one; the drivers fail on it or store U+FFFD).
 */
const isStorable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/**
 * Where the first text that cannot be stored sits, as a path; an object key counts as its
 * object's. The walk keeps its own stack instead of recursing: a body of thousands of
 * nested arrays (well within the 1 MB limit) must get a 400, not overflow the call stack.
 */
function findUnstorableText(value: unknown): string[] | undefined {
  interface Step {
    value: unknown;
    key?: string;
    parent?: Step;
  }
  const pathOf = (step: Step) => {
    const path: string[] = [];
    for (let current: Step | undefined = step; current?.key !== undefined; current = current.parent)
      path.unshift(current.key);
    return path;
  };
  const pending: Step[] = [{ value }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorable(current)) return pathOf(step);
    } else if (current && typeof current === 'object') {
      const entries = Array.isArray(current)
        ? current.map((item, index) => [String(index), item] as const)
        : Object.entries(current);
      if (!Array.isArray(current) && entries.some(([key]) => !isStorable(key))) return pathOf(step);
      // Pushed in reverse so the first one in reading order is the one reported.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}

/**
 * The refusal of a request part holding text no database stores, naming where it sits; or
 * undefined when every text is fine. Also for bodies parsed outside the route schemas.
 */
export function unstorableTextRefusal(data: unknown, part = 'body'): string | undefined {
  const path = findUnstorableText(data);
  if (!path) return undefined;
  const noun = PART_NAMES[part] ?? 'value';
  const where = path.length > 0 ? `${noun} "${path.join('.')}"` : part === 'body' ? 'request body' : noun;
  return API_MESSAGES.characterNotAllowed(where);
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const refusal = unstorableTextRefusal(data, httpPart);
    if (refusal) return { error: new RequestValidationError(refusal) };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(describeIssue(result.error.issues[0]!, httpPart ?? 'body')) };
  };
