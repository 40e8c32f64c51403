import anyAscii from 'any-ascii';
import { SegmentedMessage } from 'sms-segments-calculator';

/** One SMS segment in GSM-7; a text longer than this goes in parts of 153. */
export const ONE_SEGMENT = 160;
export const TWO_SEGMENTS = 306;

/** How many segments the text takes, and in which encoding (GSM-7, or UCS-2 when one character needs it). */
export function segmentsOf(text: string): { segments: number; encoding: string } {
  const message = new SegmentedMessage(text);
  return { segments: message.segmentsCount, encoding: message.encodingName };
}

/**
 * A shopper's or product's words in characters every phone shows in GSM-7: "Kwamé’s" becomes
 * "Kwame's" (any-ascii), so one curly quote does not turn the whole text into UCS-2 and cut
 * its room from 160 characters to 70. Brackets and the like of GSM's extension table count
 * double and are kept.
 */
export function gsmSafe(text: string): string {
  return anyAscii(text).replace(/\s+/g, ' ').trim();
}

/**
 * Fits a text around one value that may be long (a name, a reason): the value is cut, with
 * "...", until the text takes one segment, or two when one would leave less than `least`
 * characters of the value. Never more than two.
 */
export function fitAround(build: (value: string) => string, value: string, least = 24): string {
  const safe = gsmSafe(value);
  const within = (budget: number) => {
    const room = budget - (build('').length + 3);
    if (build(safe).length <= budget) return build(safe);
    return room >= least || budget === TWO_SEGMENTS
      ? build(`${safe.slice(0, Math.max(room, 1)).trimEnd()}...`)
      : undefined;
  };
  return within(ONE_SEGMENT) ?? within(TWO_SEGMENTS)!;
}
