import { brandMark } from './brand-marks';
import {
  brightness,
  circle,
  type DeviceDrawing,
  group,
  mix,
  type Palette,
  path,
  rect,
  wallpaper,
} from './svg';

/**
 * Desktops (a tower beside its monitor, a small-form-factor box under it, or an iMac in one
 * colour with its chin), monitors, keyboards (full-size or slim with round keys) and mice
 * (a plain symmetric mouse or a sculpted ergonomic one with a thumb wheel).
 */

function ink(body: string): string {
  return brightness(body) > 0.6 ? mix(body, '#000000', 0.5) : mix(body, '#ffffff', 0.6);
}

function monitor(
  palette: Palette,
  brand: string,
  x: number,
  y: number,
  width: number,
  height: number,
): string {
  const centre = x + width / 2;
  return (
    rect(centre - 22, y + height - 10, 44, 120, 8, palette.shade) +
    path(
      `M${centre - 120} ${y + height + 126} Q${centre} ${y + height + 80} ${centre + 120} ${y + height + 126} Z`,
      palette.body,
    ) +
    rect(x, y, width, height, 14, '#111827') +
    wallpaper(x + 10, y + 10, width - 20, height - 40, palette, 4) +
    brandMark(brand, centre, y + height - 15, 14, '#d1d5db', { width: width / 3 })
  );
}

export const drawMonitor: DeviceDrawing = (palette, brand, _look, view) =>
  view === 'front' ? monitor(palette, brand, 80, 130, 640, 410) : '';

function imac(palette: Palette, brand: string): string {
  return (
    path('M330 560 L300 690 H500 L470 560 Z', mix(palette.body, '#ffffff', 0.25)) +
    rect(110, 130, 580, 440, 20, palette.body) +
    rect(110, 130, 580, 360, 20, '#f8fafc') +
    wallpaper(126, 146, 548, 330, palette, 4) +
    brandMark(brand, 400, 530, 40, mix(palette.body, '#000000', 0.3)) +
    rect(170, 710, 300, 26, 10, '#f1f5f9', `stroke="${palette.shade}" stroke-width="2"`) +
    rect(520, 700, 80, 40, 18, '#f1f5f9', `stroke="${palette.shade}" stroke-width="2"`)
  );
}

function tower(palette: Palette, brand: string, small: boolean): string {
  const box = small
    ? rect(150, 620, 500, 110, 12, palette.body) +
      rect(180, 650, 120, 10, 5, palette.shade) +
      circle(600, 675, 14, palette.shade, `stroke="${palette.highlight}" stroke-width="3"`) +
      brandMark(brand, 520, 690, 28, ink(palette.body), { width: 120 })
    : rect(560, 220, 180, 450, 14, palette.body) +
      path(
        'M590 260H710M590 290H710M590 320H710',
        'none',
        `stroke="${palette.shade}" stroke-width="10" stroke-linecap="round"`,
      ) +
      circle(650, 600, 16, palette.shade, `stroke="${palette.highlight}" stroke-width="4"`) +
      brandMark(brand, 650, 450, 48, ink(palette.body), { width: 140 });
  return (
    (small ? monitor(palette, brand, 160, 110, 480, 320) : monitor(palette, brand, 60, 170, 470, 320)) + box
  );
}

export const drawDesktop: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  if (look === 'imac') return imac(palette, brand);
  return tower(palette, brand, look === 'sff');
};

/** One row of keys is one dashed stroke. */
function keyRow(x: number, y: number, width: number, keys: number, colour: string, round: boolean): string {
  const pitch = width / keys;
  return path(
    `M${x} ${y}H${x + width}`,
    'none',
    `stroke="${colour}" stroke-width="34" stroke-dasharray="${(pitch - 8).toFixed(1)} 8"${round ? ' stroke-linecap="butt" opacity="0.95"' : ''}`,
  );
}

export const drawKeyboard: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  if (look === 'combo') {
    // A keyboard and mouse sold as a set: the keyboard a little smaller, its mouse beside it.
    return (
      group('translate(20 60) scale(0.78)', drawKeyboard(palette, brand, 'standard', 'front')) +
      group('translate(520 430) scale(0.4)', drawMouse(palette, brand, 'standard', 'front'))
    );
  }
  const slim = look === 'slim';
  const keyColour = slim ? mix(palette.body, '#000000', 0.45) : palette.shade;
  let rows = '';
  for (let row = 0; row < 5; row += 1) {
    rows += keyRow(slim ? 110 : 100, 310 + row * 44, slim ? 580 : 470, slim ? 14 : 14, keyColour, slim);
  }
  return (
    rect(slim ? 90 : 70, 250, slim ? 620 : 660, slim ? 290 : 320, slim ? 30 : 18, palette.body) +
    rows +
    (slim
      ? ''
      : [0, 1, 2, 3].map((row) => keyRow(600, 310 + row * 44, 110, 3, keyColour, false)).join('') +
        [0, 1, 2].map((index) => circle(620 + index * 34, 272, 6, '#22c55e')).join('')) +
    brandMark(brand, slim ? 640 : 160, 272, 16, ink(palette.body), { width: 100 })
  );
};

export const drawMouse: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  if (look === 'ergonomic') {
    return (
      path(
        'M330 150 C520 120 610 300 600 470 C590 640 500 700 380 690 C260 680 190 560 210 420 C160 380 200 300 250 300 C250 220 280 160 330 150 Z',
        palette.body,
      ) +
      path('M210 420 C160 380 200 300 250 300 C260 360 250 400 210 420 Z', palette.shade) +
      rect(390, 180, 34, 90, 17, '#9ca3af') +
      rect(224, 340, 20, 40, 8, '#9ca3af') +
      path('M400 150 V300', 'none', `stroke="${palette.shade}" stroke-width="5"`) +
      brandMark(brand, 420, 560, 26, ink(palette.body), { width: 120 })
    );
  }
  return (
    path(
      'M400 130 C560 130 590 300 590 440 C590 600 520 690 400 690 C280 690 210 600 210 440 C210 300 240 130 400 130 Z',
      palette.body,
    ) +
    path('M400 130 V340', 'none', `stroke="${palette.shade}" stroke-width="6"`) +
    path('M215 340 Q400 380 585 340', 'none', `stroke="${palette.shade}" stroke-width="6"`) +
    rect(384, 190, 32, 80, 16, palette.deepShade) +
    path(
      'M240 300 Q300 160 400 140',
      'none',
      `stroke="${palette.highlight}" stroke-width="10" opacity="0.6" stroke-linecap="round"`,
    ) +
    brandMark(brand, 400, 590, 28, ink(palette.body), { width: 200 })
  );
};
