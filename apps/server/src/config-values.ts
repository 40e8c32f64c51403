import { z } from 'zod';

/** The parsers of one environment variable each; config.ts puts them together. */

export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/** A whole number from min to max, with a default when the variable is unset or empty. */
export const wholeNumber = (range: { min: number; max: number; fallback: number; meaning: string }) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+$/, `must be ${range.meaning}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(range.min, `must be at least ${range.min}`)
          .max(range.max, `must be at most ${range.max}`),
      )
      .default(range.fallback),
  );

/** How many writes of one kind a client may make in the limit's window. */
export const writeLimit = (fallback: number) =>
  wholeNumber({ min: 1, max: 1_000_000, fallback, meaning: 'a whole number of requests' });

export const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return protocols.includes(url.protocol) && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );
