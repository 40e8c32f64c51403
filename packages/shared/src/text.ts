/** Cuts a name to `length` characters and marks the cut with an ellipsis (docs/product/storefront.md). */
export function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}...`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML, in an element or a quoted attribute (server-rendered heads, e-mails). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * Characters a one-line field never holds: the C0 and C1 controls (CR, LF, tab, ...), DEL and
 * Unicode's line and paragraph separators. A name or a street with a line break would show as
 * extra lines ("Bcc:", "Subject:") wherever the text is laid out, an e-mail to staff included.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** True when `text` holds no control character: fit for a one-line field. */
export const isOneLine = (text: string): boolean => !CONTROL_CHARACTER.test(text);

/** The same characters but the line break and the tab, which a text with lines (a note) keeps. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTER_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** True when `text` holds no control character but line breaks and tabs: fit for a note. */
export const isTextWithLines = (text: string): boolean => !CONTROL_CHARACTER_BUT_LINES.test(text);

/**
 * Unicode's invisible format characters (category Cf): the direction marks, embeddings,
 * overrides and isolates (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), zero-width
 * spaces and joiners, the byte-order mark, the soft hyphen. In a name they change how it reads
 * ("Ama" followed by U+202E shows what comes after it backwards) or make two names that look
 * the same differ, in the admin site and in e-mails. A one-line field needs none of them; the
 * zero-width joiner of emoji sequences goes too, as a name or a street needs no emoji. Texts
 * with lines (a description, a message) keep them.
 */
const INVISIBLE_FORMAT_CHARACTER = /\p{Cf}/u;

/** True when `text` holds no invisible format character (category Cf): fit for a one-line field. */
export const hasNoInvisibleCharacter = (text: string): boolean => !INVISIBLE_FORMAT_CHARACTER.test(text);
