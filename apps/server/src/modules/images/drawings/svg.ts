/** Small SVG building blocks shared by every demo drawing. */

export interface Palette {
  body: string;
  shade: string;
  deepShade: string;
  highlight: string;
  tint: string;
  /** Text colour that stays readable on `body`. */
  ink: string;
  /** Text colour that stays readable on `shade`. */
  inkOnShade: string;
  screen: string;
  glow: string;
}

/** What a picture shows of a device: its usual face, its back, or its side. */
export type View = 'front' | 'back' | 'side';

/**
 * Draws one device into the 800x800 product canvas. The brand arrives unescaped; `look` is one
 * of the kind's looks (a model family, e.g. 'iphone-pro'). A drawing without a back or side
 * answers '' for that view, and the caller turns the front instead.
 */
export type DeviceDrawing = (palette: Palette, brand: string, look: string, view: View) => string;

const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Accepts exactly six hex digits, without '#', so that URLs have one spelling per colour. */
export function isHexColour(hex: string): boolean {
  return /^[0-9a-f]{6}$/.test(hex);
}

function channels(hex: string): [number, number, number] {
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(red: number, green: number, blue: number): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blends `hex` towards `otherHex`; amount 0 keeps `hex`, amount 1 gives `otherHex`. */
export function mix(hex: string, otherHex: string, amount: number): string {
  const from = channels(hex.replace('#', ''));
  const to = channels(otherHex.replace('#', ''));
  return toHex(
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  );
}

/** Relative brightness 0..1 (ITU-R BT.601 weights), enough to pick a readable text colour. */
export function brightness(hex: string): number {
  const [red, green, blue] = channels(hex.replace('#', ''));
  return (red * 0.299 + green * 0.587 + blue * 0.114) / 255;
}

function readableOn(hex: string): string {
  return brightness(hex) > 0.6 ? '#111827' : '#ffffff';
}

export function paletteFor(hex: string): Palette {
  const body = `#${hex}`;
  const shade = mix(hex, '000000', 0.35);
  return {
    body,
    shade,
    deepShade: mix(hex, '000000', 0.7),
    highlight: mix(hex, 'ffffff', 0.55),
    tint: mix(hex, 'ffffff', 0.88),
    ink: readableOn(body),
    inkOnShade: readableOn(shade),
    screen: '#0f172a',
    glow: mix(hex, 'ffffff', 0.3),
  };
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  rotate?: number;
  spacing?: number;
}

/** A centred line of text; empty text draws nothing, so heroes can reuse device drawings unbranded. */
export function text(content: string, options: TextOptions): string {
  if (content === '') return '';
  const rotation = options.rotate ? ` transform="rotate(${options.rotate} ${options.x} ${options.y})"` : '';
  const spacing = options.spacing ? ` letter-spacing="${options.spacing}"` : '';
  return (
    `<text x="${options.x}" y="${options.y}" text-anchor="middle" dominant-baseline="middle" ` +
    `font-family="${FONT_FAMILY}" font-weight="${options.weight ?? 700}" font-size="${options.size}" ` +
    `fill="${options.fill}"${spacing}${rotation}>${escapeXml(content)}</text>`
  );
}

/** Brand names vary from 2 to 9 letters; shrink long ones so they stay inside the device. */
export function fitSize(content: string, widthAvailable: number, preferredSize: number): number {
  const estimatedWidth = content.length * preferredSize * 0.62;
  if (estimatedWidth <= widthAvailable) return preferredSize;
  return Math.max(10, Math.floor(widthAvailable / (content.length * 0.62)));
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(x: number, y: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(data: string, fill: string, extra = ''): string {
  return `<path d="${data}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** The kind of picture on a screen: Apple-like bubbles, One UI-like waves, or a Windows-like bloom. */
export type WallpaperStyle = 'bubbles' | 'waves' | 'bloom';

/** A screen lit with the product colour, so every screen matches the listing; shapes stay inside the screen. */
export function wallpaper(
  x: number,
  y: number,
  width: number,
  height: number,
  palette: Palette,
  radius = 0,
  style: WallpaperStyle = 'bubbles',
): string {
  const smaller = Math.min(width, height);
  // A dark product would light its screen dimly; give it a blue light instead.
  const lit = brightness(palette.body) < 0.3 ? mix(palette.body, '#3b82f6', 0.55) : palette.body;
  const screen = rect(x, y, width, height, radius, palette.screen);
  const right = x + width;
  const bottom = Math.round(y + height - radius);
  switch (style) {
    case 'waves':
      return (
        screen +
        path(
          `M${x} ${Math.round(y + height * 0.5)}Q${Math.round(x + width * 0.5)} ${Math.round(y + height * 0.3)} ${right} ${Math.round(y + height * 0.55)}V${bottom}H${x}Z`,
          lit,
          'opacity="0.8"',
        ) +
        path(
          `M${x} ${Math.round(y + height * 0.72)}Q${Math.round(x + width * 0.5)} ${Math.round(y + height * 0.55)} ${right} ${Math.round(y + height * 0.8)}V${bottom}H${x}Z`,
          palette.glow,
          'opacity="0.6"',
        )
      );
    case 'bloom':
      return (
        screen +
        circle(x + width * 0.5, y + height * 0.55, smaller * 0.42, lit, 'opacity="0.35"') +
        circle(x + width * 0.5, y + height * 0.55, smaller * 0.28, lit, 'opacity="0.7"') +
        circle(x + width * 0.5, y + height * 0.55, smaller * 0.12, palette.glow, 'opacity="0.8"')
      );
    default:
      return (
        screen +
        circle(x + width * 0.6, y + height * 0.58, smaller * 0.36, lit, 'opacity="0.85"') +
        circle(x + width * 0.3, y + height * 0.3, smaller * 0.22, palette.glow, 'opacity="0.55"')
      );
  }
}

/** A group, moved and scaled as a whole. */
export function group(transform: string, content: string): string {
  return content === '' ? '' : `<g transform="${transform}">${content}</g>`;
}

/** A camera lens: dark glass in a ring, with a glint. */
export function lens(x: number, y: number, radius: number, ring: string): string {
  return (
    circle(
      x,
      y,
      radius,
      '#0b0f19',
      `stroke="${ring}" stroke-width="${Math.max(2, Math.round(radius * 0.22))}"`,
    ) +
    circle(x, y, Math.round(radius * 0.5), '#1e293b') +
    circle(
      x - radius * 0.25,
      y - radius * 0.25,
      Math.max(2, Math.round(radius * 0.14)),
      '#ffffff',
      'opacity="0.6"',
    )
  );
}
