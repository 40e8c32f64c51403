import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords fast-json-stringify resolves at run time with a validator, answer by answer. */
const BRANCHING_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'not', 'if'];

const isNullSchema = (node: unknown) =>
  typeof node === 'object' && node !== null && (node as JsonSchema).type === 'null';

/**
 * Rewrites one node so fast-json-stringify writes what JSON.stringify would for a value
 * that has the shape, and nothing else:
 * - `required` goes: a missing field is left out, as JSON.stringify leaves out `undefined`,
 *   instead of throwing in production; the check (answer-check.ts) reports it in tests;
 * - `const` goes: fast-json-stringify writes the constant whatever the value holds, which
 *   would turn a wrong `success: false` into `true` unseen;
 * - "X or null" becomes `type: [X, 'null']`, which it serialises without a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' || key === '$schema') continue;
    if (key === 'const' && 'type' in node) continue;
    result[key] = simplify(value);
  }
  const branches = result.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && branches.some(isNullSchema)) {
    const other = branches.find((branch) => !isNullSchema(branch)) as JsonSchema | undefined;
    if (other && typeof other.type === 'string' && !BRANCHING_KEYWORDS.some((keyword) => keyword in other)) {
      delete result.anyOf;
      return { ...result, ...other, type: [other.type, 'null'] };
    }
  }
  return result;
}

function hasBranching(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasBranching);
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => BRANCHING_KEYWORDS.includes(key) || hasBranching(value));
}

export type SerialiserSchema =
  | { kind: 'compiled'; jsonSchema: JsonSchema }
  /** Why this schema is serialised with JSON.stringify instead. */
  | { kind: 'fallback'; reason: string };

/**
 * The JSON Schema of what a zod schema answers (its output side), ready for
 * fast-json-stringify; or, where that cannot be faithful, the reason to use JSON.stringify:
 * a type JSON Schema cannot express (a transform, a date), or a union left after the
 * nullable rewrite, which fast-json-stringify settles by validating each answer against the
 * branches (slower than JSON.stringify, and a near miss picks a branch that drops fields).
 */
export function serialiserSchemaOf(schema: z.ZodType): SerialiserSchema {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch (error) {
    return { kind: 'fallback', reason: `not expressible in JSON Schema (${(error as Error).message})` };
  }
  const simplified = simplify(jsonSchema) as JsonSchema;
  if (hasBranching(simplified)) return { kind: 'fallback', reason: 'a union other than "or null"' };
  return { kind: 'compiled', jsonSchema: simplified };
}
