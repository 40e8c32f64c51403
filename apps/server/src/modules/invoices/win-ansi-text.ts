/*
 * The PDF's standard Helvetica draws only the WinAnsi characters (Latin-1 and a few more):
 * anything else would come out as a wrong glyph or break the text. Every string the invoice
 * prints passes through here first, keeping what Helvetica can draw and replacing the rest
 * with its nearest plain letters, so a buyer called "Kwabena Ɔfosu" reads "Kwabena Ofosu".
 */

/** WinAnsi's characters between 0x80 and 0x9F, beyond Latin-1's 0xA0 to 0xFF. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters of Ghanaian languages and common symbols Helvetica lacks, as plain text. */
const REPLACEMENTS: Record<string, string> = {
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'ng',
  Ŋ: 'Ng',
  ƒ: 'f',
  '₵': 'GHS ',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '′': "'",
  '″': '"',
  '\u00a0': ' ',
};

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

/** One character Helvetica can draw, or its plain replacement ("?" when there is none). */
function drawable(character: string): string {
  if (isWinAnsi(character)) return character;
  const replacement = REPLACEMENTS[character];
  if (replacement !== undefined) return replacement;
  if (/\s/u.test(character)) return ' ';
  // An accented letter outside Latin-1 (ŝ, ǎ, ẹ) keeps its base letter.
  const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base !== '' && [...base].every(isWinAnsi)) return base;
  // Marks that only join or shape other characters (zero-width joiner, variation selectors) go.
  if (/[\p{M}\p{Cf}]/u.test(character)) return '';
  return '?';
}

/** The text as Helvetica can draw it (iterated by code point, so an emoji is one "?"). */
export function toWinAnsi(text: string): string {
  let drawn = '';
  for (const character of text.normalize('NFC')) drawn += drawable(character);
  return drawn;
}
