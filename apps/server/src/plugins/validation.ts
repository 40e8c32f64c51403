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
  if (!name) return part === 'body' ? 'The request body must be a JSON object.' : `Invalid ${noun}: ${issue.message}.`;
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

/** PostgreSQL text cannot hold a NUL character, so one anywhere in a request is refused up front. */
function findNulCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const nulAt = findNulCharacter(data);
    if (nulAt) {
      const noun = PART_NAMES[httpPart ?? 'body'] ?? 'value';
      const name = nulAt.length > 0 ? ` "${nulAt.join('.')}"` : '';
      return { error: new RequestValidationError(`The ${noun}${name} contains a character that is not allowed.`) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(describeIssue(result.error.issues[0]!, httpPart ?? 'body')) };
  };
