import { circle, escapeXml, fitSize, rect, text } from './svg';

/**
 * Each brand's mark and colour, drawn from shapes and letters (no logo files): a wordmark in
 * the brand's casing and spacing, or a simple emblem (an apple, a petal fan, four squares).
 * Unknown brands get a plain wordmark, so any text still draws.
 */

interface Wordmark {
  /** The letters as the brand writes them. */
  word?: string;
  weight?: number;
  spacing?: number;
  italic?: boolean;
  serif?: boolean;
  /** The brand's own colour, used on boxes and where the real mark is coloured. */
  accent: string;
}

const WORDMARKS: Record<string, Wordmark> = {
  Samsung: { word: 'SAMSUNG', spacing: 0.28, accent: '#1428a0' },
  Apple: { accent: '#111111' },
  Tecno: { word: 'TECNO', spacing: 0.3, weight: 800, accent: '#0a63d8' },
  Infinix: { word: 'Infinix', weight: 800, accent: '#111111' },
  itel: { word: 'itel', weight: 900, accent: '#e30613' },
  Xiaomi: { word: 'Xiaomi', weight: 700, accent: '#ff6900' },
  Oppo: { word: 'oppo', weight: 400, spacing: 0.25, accent: '#0b8a4c' },
  Nokia: { word: 'NOKIA', weight: 900, accent: '#124191' },
  Huawei: { word: 'HUAWEI', spacing: 0.15, accent: '#cf0a2c' },
  HP: { accent: '#0096d6' },
  Dell: { accent: '#007db8' },
  Lenovo: { word: 'Lenovo', weight: 700, accent: '#e2231a' },
  Asus: { word: 'ASUS', spacing: 0.35, weight: 800, accent: '#00539b' },
  Acer: { word: 'acer', weight: 800, accent: '#83b81a' },
  Microsoft: { accent: '#737373' },
  Sony: { word: 'SONY', serif: true, spacing: 0.2, weight: 700, accent: '#111111' },
  JBL: { accent: '#ff6600' },
  Bose: { word: 'BOSE', weight: 900, italic: true, accent: '#111111' },
  Anker: { word: 'ANKER', weight: 700, spacing: 0.12, accent: '#00a7e1' },
  Oraimo: { word: 'oraimo', weight: 700, accent: '#78be20' },
  Logitech: { word: 'logi', weight: 900, accent: '#00b8fc' },
  'TP-Link': { word: 'tp-link', weight: 700, accent: '#4acbd6' },
  Hisense: { word: 'Hisense', weight: 700, accent: '#00aaa6' },
  LG: { accent: '#a50034' },
  Nintendo: { accent: '#e60012' },
};

export function brandAccent(brand: string): string {
  return WORDMARKS[brand]?.accent ?? '#374151';
}

const APPLE =
  'M50 30C60 22 80 22 88 36C76 44 76 64 92 72C86 88 76 100 66 100C58 100 56 96 50 96C44 96 40 100 34 100C22 100 8 80 8 60C8 36 26 26 40 30C44 31 48 32 50 30ZM52 24C52 12 62 4 70 4C70 14 62 24 52 24Z';

function word(content: string, x: number, y: number, size: number, fill: string, style: Wordmark): string {
  const spacing = style.spacing ? ` letter-spacing="${Math.round(style.spacing * size)}"` : '';
  const family = style.serif ? 'Georgia, Times, serif' : 'Arial, Helvetica, sans-serif';
  const slant = style.italic ? ' font-style="italic"' : '';
  return (
    `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="middle" font-family="${family}" ` +
    `font-weight="${style.weight ?? 700}" font-size="${size}" fill="${fill}"${spacing}${slant}>${escapeXml(content)}</text>`
  );
}

/**
 * The brand's mark centred on (x, y), about `size` tall and at most `width` wide. `fill` is the
 * ink for one-colour marks (printed on a device); `coloured` uses the brand's own colours.
 */
export function brandMark(
  brand: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { width?: number; coloured?: boolean } = {},
): string {
  if (brand === '') return '';
  const width = options.width ?? size * 6;
  const style = WORDMARKS[brand];
  const ink = options.coloured && style ? style.accent : fill;
  switch (brand) {
    case 'Apple': {
      const scale = (size / 100).toFixed(3);
      return `<path d="${APPLE}" fill="${fill}" transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})"/>`;
    }
    case 'HP':
      return (
        circle(x, y, size / 2, 'none', `stroke="${ink}" stroke-width="${Math.max(2, size / 12)}"`) +
        word('hp', x, y + size * 0.03, size * 0.6, ink, { accent: ink, italic: true, weight: 800 })
      );
    case 'Dell':
      return (
        circle(x, y, size / 2, 'none', `stroke="${ink}" stroke-width="${Math.max(2, size / 14)}"`) +
        word('DELL', x, y + size * 0.02, size * 0.3, ink, { accent: ink, weight: 800 })
      );
    case 'Microsoft': {
      const half = size / 2;
      const gap = Math.max(1, size / 20);
      const [red, green, blue, yellow] = options.coloured
        ? ['#f25022', '#7fba00', '#00a4ef', '#ffb900']
        : [fill, fill, fill, fill];
      return (
        rect(x - half, y - half, half - gap, half - gap, 0, red) +
        rect(x + gap, y - half, half - gap, half - gap, 0, green) +
        rect(x - half, y + gap, half - gap, half - gap, 0, blue) +
        rect(x + gap, y + gap, half - gap, half - gap, 0, yellow)
      );
    }
    case 'JBL':
      // JBL's orange tag is on the products themselves, so it keeps its colour everywhere.
      return (
        rect(x - size * 0.9, y - size * 0.42, size * 1.8, size * 0.84, size * 0.12, '#ff6600') +
        word('JBL', x, y + size * 0.03, size * 0.56, '#ffffff', { accent: '#ff6600', weight: 900 })
      );
    case 'LG':
      return (
        circle(x - size * 0.55, y, size * 0.42, options.coloured ? '#a50034' : fill) +
        circle(x - size * 0.68, y - size * 0.1, size * 0.06, options.coloured ? '#ffffff' : '#00000066') +
        word('LG', x + size * 0.45, y + size * 0.03, size * 0.7, ink, { accent: ink, weight: 700 })
      );
    case 'Nintendo':
      return (
        rect(
          x - size * 1.8,
          y - size * 0.4,
          size * 3.6,
          size * 0.8,
          size * 0.4,
          'none',
          `stroke="${ink}" stroke-width="${Math.max(2, size / 12)}"`,
        ) + word('Nintendo', x, y + size * 0.03, size * 0.5, ink, { accent: ink, weight: 800 })
      );
    case 'Huawei': {
      let petals = '';
      const petalColour = options.coloured ? '#cf0a2c' : fill;
      for (let angle = -80; angle <= 80; angle += 160 / 7) {
        petals += `<ellipse cx="0" cy="${-size * 0.42}" rx="${size * 0.13}" ry="${size * 0.42}" fill="${petalColour}" transform="translate(${x} ${y + size * 0.4}) rotate(${angle.toFixed(1)})"/>`;
      }
      return petals;
    }
    default: {
      const style2 = style ?? { accent: fill };
      const content = style2.word ?? brand;
      // Capitals are wider than the 0.62 em fitSize assumes for mixed text; spacing adds its share.
      const glyph = content === content.toUpperCase() ? 0.74 : 0.6;
      const estimated = content.length * size * (glyph + (style2.spacing ?? 0));
      const fitted = estimated > width ? Math.max(8, Math.floor((size * width) / estimated)) : size;
      return word(content, x, y, fitted, ink, style2);
    }
  }
}

/** The brand written plainly, for places where the name itself must be readable (boxes). */
export function brandName(brand: string, x: number, y: number, size: number, fill: string): string {
  return text(brand, { x, y, size: fitSize(brand, size * 8, size), fill, weight: 700 });
}
