import { brandMark } from './brand-marks';
import {
  brightness,
  circle,
  type DeviceDrawing,
  mix,
  type Palette,
  path,
  rect,
  text,
  wallpaper,
} from './svg';

/**
 * Laptops by family: a MacBook (thin bezel with a notch, menu bar and dock, big trackpad), a
 * Windows laptop (taskbar, logo on the bezel, number pad), a gaming laptop (lit keys, vents),
 * a ThinkPad (black, red TrackPoint) and a Surface (tall 3:2 screen).
 */

type Look = 'windows' | 'macbook' | 'gaming' | 'thinkpad' | 'surface';

function asLook(look: string): Look {
  return (
    (['windows', 'macbook', 'gaming', 'thinkpad', 'surface'] as const).find((one) => one === look) ??
    'windows'
  );
}

/** One row of keys is one dashed stroke, which keeps a keyboard to a few elements. */
function keyRow(x1: number, x2: number, y: number, keys: number, colour: string, height = 14): string {
  const pitch = (x2 - x1) / keys;
  return path(
    `M${x1.toFixed(1)} ${y}H${x2.toFixed(1)}`,
    'none',
    `stroke="${colour}" stroke-width="${height}" stroke-dasharray="${(pitch - 4).toFixed(1)} 4"`,
  );
}

function keyboard(look: Look, palette: Palette, brand: string, top: number, rows: number): string {
  const keyColour =
    look === 'macbook' || look === 'thinkpad' || look === 'gaming' ? '#111827' : palette.shade;
  let keys = '';
  for (let row = 0; row < rows; row += 1) {
    const y = top + row * 20;
    const spread = (y - 440) * 0.42;
    const left = 190 - spread;
    const right = (look === 'windows' ? 560 : 610) + spread;
    keys += keyRow(left, right, y, 14, keyColour);
    if (look === 'windows') keys += keyRow(right + 12, 620 + spread * 1.1, y, 4, keyColour);
  }
  if (look === 'gaming') {
    keys += path(`M180 ${top}H620`, 'none', `stroke="#ef4444" stroke-width="2" opacity="0.8"`);
    keys += rect(232, top + 14, 60, 12, 3, '#ef4444', 'opacity="0.8"');
  }
  return keys + (look === 'windows' ? brandTouch(brand, top) : '');
}

/** Vivobooks have a coloured Enter key, which tells them from other Windows laptops at a glance. */
function brandTouch(brand: string, top: number): string {
  return brand === 'Asus' ? rect(520, top + 24, 36, 14, 2, '#d4e157') : '';
}

function screen(look: Look, palette: Palette, brand: string): string {
  const tall = look === 'surface';
  const top = tall ? 90 : 130;
  const bezel = look === 'macbook' ? 8 : look === 'surface' ? 14 : 18;
  const chin = look === 'windows' || look === 'thinkpad' || look === 'gaming' ? 20 : 0;
  const lid = look === 'gaming' ? '#1f2937' : look === 'thinkpad' ? '#111827' : palette.shade;
  const inner = { x: 160 + bezel, y: top + bezel, w: 480 - bezel * 2, h: 440 - top - bezel * 2 - chin };
  const taskbar =
    look === 'macbook'
      ? rect(inner.x, inner.y, inner.w, 10, 0, '#ffffff', 'opacity="0.25"') +
        rect(400 - 70, inner.y + inner.h - 30, 140, 22, 8, '#ffffff', 'opacity="0.3"') +
        rect(400 - 30, top - 1, 60, 16, 6, '#000000')
      : rect(inner.x, inner.y + inner.h - 18, inner.w, 18, 0, '#0b1220', 'opacity="0.85"') +
        brandMark('Microsoft', 400, inner.y + inner.h - 9, 10, '#60a5fa');
  const label =
    look === 'thinkpad'
      ? text('ThinkPad', { x: 220, y: 440 - 10, size: 11, fill: '#9ca3af' })
      : chin > 0
        ? brandMark(brand, 400, 440 - 10, 13, '#d1d5db', { width: 110 })
        : '';
  return (
    (look === 'gaming'
      ? path('M160 440 V150 L190 125 H610 L640 150 V440 Z', lid)
      : rect(160, top, 480, 440 - top + 10, look === 'macbook' ? 16 : 12, lid)) +
    wallpaper(
      inner.x,
      inner.y,
      inner.w,
      inner.h,
      palette,
      3,
      look === 'macbook' ? 'bubbles' : look === 'gaming' ? 'waves' : 'bloom',
    ) +
    taskbar +
    label
  );
}

function deck(look: Look, palette: Palette, brand: string): string {
  const body = look === 'thinkpad' ? '#1f2937' : look === 'gaming' ? '#27272a' : palette.body;
  const edge = mix(body, '#000000', 0.35);
  const padWidth = look === 'macbook' ? 190 : 130;
  const padX = look === 'windows' ? 350 : 400;
  return (
    path('M150 440 H650 L735 590 H65 Z', body) +
    path('M65 590 H735 V600 Q735 610 722 610 H78 Q65 610 65 600 Z', edge) +
    keyboard(look, palette, brand, 456, 5) +
    path(
      `M${padX - padWidth / 2} 560 H${padX + padWidth / 2} L${padX + padWidth / 2 + 6} 584 H${padX - padWidth / 2 - 6} Z`,
      mix(body, '#ffffff', brightness(body) > 0.5 ? 0 : 0.08),
      `stroke="${edge}" stroke-width="2"`,
    ) +
    (look === 'thinkpad' ? circle(400, 492, 5, '#dc2626') + rect(350, 548, 100, 6, 2, '#111827') : '') +
    (look === 'gaming'
      ? [0, 1, 2, 3, 4].map((index) => rect(200 + index * 14, 600, 8, 8, 2, '#111827')).join('') +
        [0, 1, 2, 3, 4].map((index) => rect(550 + index * 14, 600, 8, 8, 2, '#111827')).join('')
      : '')
  );
}

/** The lid from behind, closed: the mark large in the middle, or in the corner on a ThinkPad. */
function lid(look: Look, palette: Palette, brand: string): string {
  const body =
    look === 'thinkpad' ? '#1f2937' : look === 'gaming' ? mix(palette.body, '#000000', 0.2) : palette.body;
  const ink =
    look === 'macbook'
      ? mix(body, brightness(body) > 0.5 ? '#000000' : '#ffffff', 0.25)
      : brightness(body) > 0.6
        ? mix(body, '#000000', 0.5)
        : mix(body, '#ffffff', 0.6);
  const outline =
    look === 'gaming'
      ? path('M120 190 H680 V560 L640 610 H160 L120 560 Z', body) +
        path('M170 230 L300 300 M630 230 L500 300', 'none', `stroke="${ink}" stroke-width="4" opacity="0.5"`)
      : rect(120, 190, 560, 420, 24, body);
  const mark =
    look === 'thinkpad'
      ? text('ThinkPad', { x: 560, y: 560, size: 26, fill: '#9ca3af' }) + circle(620, 548, 4, '#dc2626')
      : brandMark(brand, 400, 400, look === 'macbook' ? 90 : 70, ink, {
          width: 300,
          coloured: look === 'surface',
        });
  return (
    outline +
    path('M130 200 H670', 'none', `stroke="${mix(body, '#ffffff', 0.3)}" stroke-width="4" opacity="0.5"`) +
    rect(140, 610, 520, 14, 6, mix(body, '#000000', 0.35)) +
    mark
  );
}

export const drawLaptop: DeviceDrawing = (palette, brand, lookName, view) => {
  const look = asLook(lookName);
  if (view === 'back') return lid(look, palette, brand);
  if (view !== 'front') return '';
  return screen(look, palette, brand) + deck(look, palette, brand);
};
