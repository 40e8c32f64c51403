import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES } from '../messages';
import { contactBodySchema, registerBodySchema } from './account';
import { adminProductBodySchema } from './admin';
import { oneLine } from './one-line';
import { createOrderBodySchema } from './orders';

const fullName = oneLine(z.string().trim().min(1), 'Full Name');

/** Every code point of Unicode's format category (Cf) that this Node's regular expressions know. */
const formatCharacters = (): string[] => {
  const found: string[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (/\p{Cf}/u.test(character)) found.push(character);
  }
  return found;
};

const messageOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('one-line fields and invisible characters', () => {
  it('refuse every invisible format character (Cf), naming the field', () => {
    const characters = formatCharacters();
    // The ones that disguise a name: direction marks, embeddings, overrides and isolates,
    // zero-width space, non-joiner and joiner, word joiner, byte-order mark, soft hyphen.
    const named = [
      0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff, 0x200b,
      0x200c, 0x200d, 0x2060, 0x00ad, 0xe0001,
    ].map((codePoint) => String.fromCodePoint(codePoint));
    expect(characters).toEqual(expect.arrayContaining(named));
    expect(characters.length).toBeGreaterThan(150);
    const accepted = characters.filter((character) => fullName.safeParse(`Ama${character}Mensah`).success);
    expect(accepted.map((character) => character.codePointAt(0)!.toString(16))).toEqual([]);
    expect(messageOf(fullName.safeParse('Ama\u202eMensah'))).toBe(
      API_MESSAGES.invisibleCharacter('Full Name'),
    );
    expect(messageOf(fullName.safeParse('\u200eAma'))).toBe(API_MESSAGES.invisibleCharacter('Full Name'));
    // Trimming takes a byte-order mark off either end, as it does spaces: none is kept.
    expect(fullName.parse('\ufeffAma Mensah')).toBe('Ama Mensah');
  });

  it('still take names in any script, with accents and marks that show', () => {
    for (const name of [
      'Ama Mensah',
      'Ɔkɔmfo Anɔkye',
      'Nana Akua Asantewaa-Boakye',
      "Kofi O'Neil",
      'José Müller',
      'Jose\u0301 Mu\u0308ller',
      'محمد علي',
      '李小龙',
      'Ama\u00a0Mensah',
    ]) {
      expect(fullName.safeParse(name).success, name).toBe(true);
    }
  });

  it('apply to sign-up, checkout and product names; a multi-line message keeps its emoji', () => {
    const signUp = registerBodySchema.safeParse({
      name: 'Ama\u200eMensah',
      email: 'ama@example.com',
      password: 'a-long-password-1',
    });
    expect(messageOf(signUp)).toBe(API_MESSAGES.invisibleCharacter('Full Name'));
    const street = createOrderBodySchema.shape.street.safeParse('12 Ring Road\u2066 East');
    expect(messageOf(street)).toBe(API_MESSAGES.invisibleCharacter('street'));
    const product = adminProductBodySchema.shape.name.safeParse('iPhone\u200b 15');
    expect(messageOf(product)).toBe(API_MESSAGES.invisibleCharacter('Name'));

    // A family emoji is four emoji joined by U+200D: a message may hold it, a name may not.
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}';
    expect(contactBodySchema.safeParse({ name: 'Ama', message: `Thanks ${family}` }).success).toBe(true);
    expect(messageOf(contactBodySchema.safeParse({ name: `Ama ${family}`, message: 'Thanks' }))).toBe(
      API_MESSAGES.invisibleCharacter('Name'),
    );
  });
});
