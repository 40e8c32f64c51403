/**
 * The paint of a colour's swatch, from the name staff gave the value. Makers name colours
 * freely ("Midnight Black", "Mint Green"): the last word that is a colour decides, and a name
 * with none is drawn in a neutral grey (the value's name is always written beside or for it).
 * Tailwind classes, not inline styles: the shop's Content-Security-Policy allows no style
 * attribute in the server's HTML.
 */
const PAINTS: Record<string, string> = {
  black: 'bg-gray-900',
  midnight: 'bg-slate-800',
  graphite: 'bg-zinc-700',
  grey: 'bg-gray-400',
  gray: 'bg-gray-400',
  silver: 'bg-gray-300',
  titanium: 'bg-stone-400',
  white: 'bg-white',
  starlight: 'bg-amber-50',
  cream: 'bg-amber-50',
  beige: 'bg-stone-200',
  gold: 'bg-yellow-500',
  yellow: 'bg-yellow-400',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
  pink: 'bg-pink-400',
  rose: 'bg-rose-400',
  purple: 'bg-purple-600',
  violet: 'bg-violet-500',
  lavender: 'bg-violet-300',
  blue: 'bg-blue-600',
  navy: 'bg-blue-900',
  teal: 'bg-teal-600',
  mint: 'bg-emerald-300',
  green: 'bg-green-600',
  brown: 'bg-amber-800',
  bronze: 'bg-yellow-700',
};

const NEUTRAL = 'bg-slate-200';

export function swatchClass(colourName: string): string {
  const words = colourName
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .reverse();
  for (const word of words) {
    const paint = PAINTS[word];
    if (paint) return paint;
  }
  return NEUTRAL;
}
