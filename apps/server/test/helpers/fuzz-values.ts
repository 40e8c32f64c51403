import fc from 'fast-check';

/** Texts that have broken servers before: limits, encodings, injections, look-alike numbers. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '😀👍🏽',
  '\u202etxt.exe',
  'Ω≈ç√∫',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, sent as it is
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(256),
  'x'.repeat(5_001),
  'x'.repeat(100_000),
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  0.001,
  1.005,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Any UTF-16 code unit, halves of surrogate pairs included (fast-check's own units never split a pair). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Any text: printable, any code units, a text no database stores, or a known troublemaker. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXTS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom('\u0000', '\ud800', 'a\udc00', 'text \ud83d'), weight: 2 },
);

/** Any JSON value a field should not hold. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyText, weight: 5 },
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]], { $gt: '' }, [1, 'a', null]), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Bodies that are not JSON objects at all, sent as they are. */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
  `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"text":"\\ud800"}',
  '{"text":"\\u0000"}',
  'email=a%40b.c&password=x',
  '<xml/>',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--x--\r\n',
  JSON.stringify({ text: 'x'.repeat(1_100_000) }),
];

export const CONTENT_TYPES: readonly string[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json;;;',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  'image/png',
  '*/*',
  'garbage',
  '',
];

const ODD_HEADERS: Record<string, readonly string[]> = {
  accept: ['*/*', 'application/json', 'text/html', 'text/csv', 'image/webp', '', 'garbage'],
  'accept-encoding': ['gzip', 'br', 'deflate', 'gzip;q=0, br;q=0', 'identity', 'zstd', '*', 'x'],
  'accept-language': ['en', 'fr-FR', '*', 'x'.repeat(300)],
  'if-none-match': ['*', '"abc"', 'W/"x"', 'garbage'],
  'if-modified-since': ['Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', 'Fri, 31 Dec 9999 23:59:59 GMT'],
  range: ['bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=5-1', 'garbage'],
  'x-forwarded-for': ['1.2.3.4', 'unknown', '::1, 10.0.0.1', 'x'.repeat(300)],
  'x-forwarded-proto': ['https', 'gopher'],
  'x-forwarded-host': ['evil.example', 'a b'],
  'x-paystack-signature': ['', 'abc', '0'.repeat(128)],
  'content-encoding': ['gzip', 'br', 'identity', 'garbage'],
  origin: ['https://evil.example', 'null'],
  cookie: ['token=abc', 'a=b; c', '='],
  'user-agent': ['curl/8', '', 'x'.repeat(2_000)],
};
const HEADER_PAIRS = Object.entries(ODD_HEADERS).flatMap(([name, values]) =>
  values.map((value) => [name, value] as const),
);

/** One to three odd request headers. (A flat list: fc.record over every header is slow to sample.) */
export const nastyHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(fc.constantFrom(...HEADER_PAIRS), { minLength: 1, maxLength: 3 })
  .map((pairs) => Object.fromEntries(pairs));

/** Authorization headers that are not a live session. */
export const badAuthorizations: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Bearer a b',
  `Bearer ${'x'.repeat(300)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer \u00ff',
  'Token abc',
];

/** Text that turns a path segment or query value into something a router or decoder may trip on. */
export const nastyUrlPiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%ZZ',
    '%00',
    '%ED%A0%80',
    '%C0%AF',
    '%2e%2e%2f',
    '..',
    '.',
    '%2F',
    '//',
    ';',
    '?',
    '#',
    '*',
    'x'.repeat(201),
    'x'.repeat(3_000),
  ),
  nastyText.map((text) => encodeURIComponent(text.toWellFormed())),
);
