import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a zod schema (the routes' own) would mostly accept, so generated requests get past
 * validation and reach the handlers. Known values of the database (ids, references, e-mails)
 * are offered wherever the schema takes them, so lookups find rows. Refinements are not
 * followed: some values still fail, which is fine for a fuzz test.
 */

// The parts of zod v4's internal definitions this walk reads.
interface Definition {
  type: string;
  checks?: { _zod: { def: CheckDefinition } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
interface CheckDefinition {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Optional in an object: the key may be left out. */
export function isOptional(schema: z.ZodType): boolean {
  const { type } = definitionOf(schema);
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** The keys of an object schema (through optional, default and pipes), or undefined. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const definition = definitionOf(schema);
  if (definition.type === 'object') return definition.shape;
  if (definition.innerType) return shapeOf(definition.innerType);
  if (definition.type === 'pipe') return shapeOf(definition.in) ?? shapeOf(definition.out);
  return undefined;
}

const MAX_LIST = 4;
const MAX_TEXT = 40;

function stringArbitrary(definition: Definition): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = MAX_TEXT;
  let pattern = definition.pattern;
  for (const { _zod } of definition.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') minLength = check.minimum ?? 0;
    if (check.check === 'max_length') maxLength = Math.min(check.maximum ?? MAX_TEXT, MAX_TEXT);
    if (check.check === 'length_equals') minLength = maxLength = check.length ?? 0;
    if (check.check === 'string_format' && check.pattern) pattern = check.pattern;
  }
  if (definition.format === 'uuid') return fc.uuid();
  if (pattern) return fc.stringMatching(pattern).filter((text) => text.length <= 200);
  return fc.string({ minLength: Math.min(minLength, maxLength), maxLength: Math.max(minLength, maxLength) });
}

function numberArbitrary(definition: Definition): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const { _zod } of definition.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'number_format') integer = true;
    if (check.check === 'greater_than' && check.value !== undefined)
      min = check.value + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than' && check.value !== undefined)
      max = check.value - (check.inclusive ? 0 : 1);
  }
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Money has at most two decimals; most numbers of the API are money.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

/** An arbitrary for values `schema` would mostly accept; `known` are values worth trying where they fit. */
export function validishArbitrary(schema: z.ZodType, known: readonly unknown[]): fc.Arbitrary<unknown> {
  const generated = generatedArbitrary(schema, known);
  const fitting = known.filter((value) => schema.safeParse(value).success);
  if (fitting.length === 0) return generated;
  return fc.oneof({ arbitrary: fc.constantFrom(...fitting), weight: 2 }, { arbitrary: generated, weight: 1 });
}

function generatedArbitrary(schema: z.ZodType, known: readonly unknown[]): fc.Arbitrary<unknown> {
  const definition = definitionOf(schema);
  const inner = (child: z.ZodType | undefined) =>
    child ? validishArbitrary(child, known) : fc.jsonValue({ maxDepth: 2 });
  switch (definition.type) {
    case 'object': {
      const shape = definition.shape ?? {};
      const model = Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child)]));
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      return fc.record(model, { requiredKeys });
    }
    case 'string':
      return stringArbitrary(definition);
    case 'number':
      return numberArbitrary(definition);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(definition.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(definition.values ?? [null]));
    case 'array': {
      let minLength = 0;
      let maxLength = MAX_LIST;
      for (const { _zod } of definition.checks ?? []) {
        if (_zod.def.check === 'min_length') minLength = _zod.def.minimum ?? 0;
        if (_zod.def.check === 'max_length') maxLength = Math.min(_zod.def.maximum ?? MAX_LIST, MAX_LIST);
      }
      return fc.array(inner(definition.element), {
        minLength: Math.min(minLength, maxLength),
        maxLength: Math.max(minLength, maxLength),
      });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return inner(definition.innerType);
    case 'nullable':
      return fc.option(inner(definition.innerType), { nil: null, freq: 5 });
    case 'pipe': {
      // z.preprocess is a pipe whose input side is a function, and text piped into text (an
      // e-mail trimmed, then checked) is checked on the output side: that side says what fits.
      const inputType = definition.in && definitionOf(definition.in).type;
      const outputType = definition.out && definitionOf(definition.out).type;
      const useOutput = inputType === 'transform' || (inputType === 'string' && outputType === 'string');
      return inner(useOutput ? definition.out : definition.in);
    }
    case 'union':
      return fc.oneof(...(definition.options ?? []).map((option) => inner(option)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(definition.valueType), { maxKeys: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
