import { brandMark } from './brand-marks';
import {
  brightness,
  circle,
  type DeviceDrawing,
  fitSize,
  mix,
  type Palette,
  path,
  rect,
  text,
  wallpaper,
} from './svg';

/**
 * Televisions, cameras (mirrorless with its lens, or a home security dome), consoles (a
 * PS5-like tower with white wings, Xbox Series X and S, a Switch with its Joy-Cons) and
 * controllers (DualSense, Xbox, Pro, plain).
 */

function ink(palette: Palette): string {
  return brightness(palette.body) > 0.6
    ? mix(palette.body, '#000000', 0.5)
    : mix(palette.body, '#ffffff', 0.6);
}

const APP_COLOURS = ['#e50914', '#1ce783', '#ff0000', '#00a8e1', '#f59e0b'];

/** Each maker's home screen: Samsung's row of tiles, LG's ribbon of cards, Sony's Google TV rows, round apps elsewhere. */
function smartTvHome(brand: string): string {
  switch (brand) {
    case 'Samsung':
      return APP_COLOURS.map((colour, index) =>
        rect(130 + index * 110, 470, 90, 54, 8, colour, 'opacity="0.9"'),
      ).join('');
    case 'LG':
      return APP_COLOURS.map((colour, index) =>
        rect(150 + index * 120, 455, 104, 70, 6, colour, 'opacity="0.9" transform="skewX(-8)"'),
      ).join('');
    case 'Sony':
      return (
        rect(62, 142, 676, 40, 0, '#000000', 'opacity="0.4"') +
        APP_COLOURS.map((colour, index) =>
          rect(100 + index * 125, 220, 110, 160, 10, colour, 'opacity="0.75"'),
        ).join('')
      );
    default:
      return APP_COLOURS.map((colour, index) =>
        circle(180 + index * 110, 490, 34, colour, 'opacity="0.9"'),
      ).join('');
  }
}

export const drawTelevision: DeviceDrawing = (palette, brand, _look, view) => {
  if (view !== 'front') return '';
  return (
    path('M170 590 L140 680 H190 L230 590 Z', palette.shade) +
    path('M630 590 L660 680 H610 L570 590 Z', palette.shade) +
    rect(50, 130, 700, 460, 12, '#111827') +
    wallpaper(62, 142, 676, 410, palette, 4) +
    path('M62 552 L62 470 Q220 380 380 470 T738 440 V552 Z', palette.shade, 'opacity="0.9"') +
    smartTvHome(brand) +
    brandMark(brand, 400, 572, 16, '#e5e7eb', { width: 140 })
  );
};

function mirrorless(palette: Palette, brand: string): string {
  return (
    rect(150, 250, 500, 300, 30, palette.body) +
    rect(150, 250, 140, 300, 30, palette.deepShade) +
    path('M180 250 V220 H280 V250', palette.shade) +
    rect(520, 225, 90, 25, 8, palette.shade) +
    brandMark(brand, 560, 290, 22, '#ffffff', { width: 110 }) +
    circle(430, 430, 170, palette.shade) +
    circle(430, 430, 150, '#111827', `stroke="${palette.deepShade}" stroke-width="12"`) +
    circle(430, 430, 98, '#1e293b') +
    circle(430, 430, 58, palette.glow, 'opacity="0.45"') +
    circle(400, 400, 16, '#ffffff', 'opacity="0.7"') +
    circle(600, 310, 10, '#ef4444')
  );
}

function security(palette: Palette, brand: string): string {
  return (
    `<ellipse cx="400" cy="640" rx="150" ry="40" fill="${palette.shade}"/>` +
    rect(360, 520, 80, 120, 20, palette.body) +
    circle(400, 370, 190, palette.body, `stroke="${mix(palette.body, '#000000', 0.12)}" stroke-width="4"`) +
    rect(250, 280, 300, 170, 85, '#111827') +
    circle(400, 365, 52, '#1e293b', 'stroke="#374151" stroke-width="8"') +
    circle(385, 350, 10, '#ffffff', 'opacity="0.6"') +
    circle(490, 320, 6, '#3b82f6') +
    brandMark(brand, 400, 500, 36, '#ff6900', { coloured: true, width: 160 })
  );
}

export const drawCamera: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  return look === 'security' ? security(palette, brand) : mirrorless(palette, brand);
};

function ps5(palette: Palette): string {
  return (
    path(
      'M330 110 C420 140 440 300 420 700 H300 C280 400 270 200 330 110 Z',
      '#f8fafc',
      'stroke="#d1d5db" stroke-width="4"',
    ) +
    path(
      'M470 110 C380 140 360 300 380 700 H500 C520 400 530 200 470 110 Z',
      '#f8fafc',
      'stroke="#d1d5db" stroke-width="4"',
    ) +
    rect(388, 140, 24, 560, 10, '#111827') +
    rect(330, 700, 140, 18, 6, '#e5e7eb') +
    path('M392 160 H408', 'none', 'stroke="#60a5fa" stroke-width="4"') +
    text('PS5', { x: 400, y: 460, size: 14, fill: '#6b7280', rotate: -90 }) +
    group5(palette)
  );
}

/** A DualSense beside the PS5, which every console photo has. */
function group5(palette: Palette): string {
  return `<g transform="translate(470 500) scale(0.36)">${dualsense(palette)}</g>`;
}

function xbox(palette: Palette, tower: boolean): string {
  if (tower) {
    return (
      rect(260, 160, 280, 540, 14, '#111111') +
      `<ellipse cx="400" cy="166" rx="120" ry="10" fill="#1f1f1f"/>` +
      circle(400, 166, 0, '#111111') +
      rect(290, 150, 220, 20, 10, '#16a34a', 'opacity="0.7"') +
      circle(300, 230, 12, '#ffffff') +
      rect(290, 640, 60, 10, 4, '#374151') +
      brandMark('Microsoft', 480, 660, 24, '#9ca3af')
    );
  }
  return (
    rect(
      220,
      200,
      360,
      460,
      16,
      palette.body,
      `stroke="${mix(palette.body, '#000000', 0.12)}" stroke-width="4"`,
    ) +
    circle(470, 320, 90, '#111111') +
    circle(470, 320, 70, 'none', 'stroke="#374151" stroke-width="6" stroke-dasharray="8 8"') +
    circle(260, 240, 10, '#ffffff', 'stroke="#9ca3af" stroke-width="2"') +
    rect(250, 600, 80, 10, 4, '#9ca3af')
  );
}

function switchConsole(palette: Palette, brand: string): string {
  return (
    rect(110, 260, 120, 300, 56, '#0ab9e6') +
    rect(570, 260, 120, 300, 56, '#ff3c28') +
    rect(220, 260, 360, 300, 14, '#1f2937') +
    wallpaper(240, 278, 320, 264, palette, 4) +
    circle(170, 340, 24, '#111827') +
    circle(630, 450, 24, '#111827') +
    [0, 1, 2, 3]
      .map((index) => circle(150 + (index % 2) * 40, 440 + Math.floor(index / 2) * 40, 10, '#111827'))
      .join('') +
    [0, 1, 2, 3]
      .map((index) => circle(610 + (index % 2) * 40, 320 + Math.floor(index / 2) * 40, 10, '#111827'))
      .join('') +
    brandMark(brand, 400, 620, 34, '#e60012', { coloured: true })
  );
}

export const drawConsole: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  switch (look) {
    case 'xbox-x':
      return xbox(palette, true);
    case 'xbox-s':
      return xbox(palette, false);
    case 'switch':
      return switchConsole(palette, brand);
    default:
      return ps5(palette);
  }
};

const PAD_OUTLINE =
  'M220 240 H580 C700 240 760 470 730 580 C710 650 640 660 600 610 L540 530 H260 L200 610 C160 660 90 650 70 580 C40 470 100 240 220 240 Z';

function dualsense(palette: Palette): string {
  return (
    path(PAD_OUTLINE, palette.body) +
    path('M250 250 H550 L520 400 H280 Z', '#f8fafc') +
    path('M300 260 H500 L485 380 H315 Z', '#e5e7eb', 'stroke="#d1d5db" stroke-width="3"') +
    circle(600, 320, 18, 'none', 'stroke="#f8fafc" stroke-width="5"') +
    circle(650, 370, 18, 'none', 'stroke="#f8fafc" stroke-width="5"') +
    circle(550, 370, 18, 'none', 'stroke="#f8fafc" stroke-width="5"') +
    circle(600, 420, 18, 'none', 'stroke="#f8fafc" stroke-width="5"') +
    path(
      'M176 330 H216 M196 310 V350 M156 370 H196 M176 350 V390',
      'none',
      'stroke="#f8fafc" stroke-width="14"',
    ) +
    circle(320, 470, 40, '#111827') +
    circle(480, 470, 40, '#111827')
  );
}

function controller(palette: Palette, brand: string, look: string): string {
  const xboxLayout = look === 'xbox' || look === 'pro';
  const [leftStick, dPad] = xboxLayout
    ? [
        [200, 340],
        [300, 460],
      ]
    : [
        [300, 460],
        [200, 370],
      ];
  return (
    path(PAD_OUTLINE, palette.body) +
    path(
      `M${(dPad[0] ?? 0) - 20} ${(dPad[1] ?? 0) - 60} h40 v40 h40 v40 h-40 v40 h-40 v-40 h-40 v-40 h40 Z`,
      palette.deepShade,
    ) +
    circle(leftStick[0] ?? 0, leftStick[1] ?? 0, 44, palette.deepShade) +
    circle(leftStick[0] ?? 0, leftStick[1] ?? 0, 28, '#111827') +
    circle(500, 460, 44, palette.deepShade) +
    circle(500, 460, 28, '#111827') +
    circle(600, 300, 20, look === 'pro' ? '#374151' : '#facc15') +
    circle(650, 350, 20, look === 'pro' ? '#374151' : '#ef4444') +
    circle(550, 350, 20, look === 'pro' ? '#374151' : '#3b82f6') +
    circle(600, 400, 20, look === 'pro' ? '#374151' : '#22c55e') +
    (look === 'xbox'
      ? circle(400, 300, 26, '#e5e7eb') + circle(400, 300, 16, palette.body)
      : text(brand, {
          x: 400,
          y: 320,
          size: fitSize(brand, 140, 22),
          fill: ink(palette),
        }))
  );
}

export const drawGamepad: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  return look === 'dualsense' ? dualsense(palette) : controller(palette, brand, look);
};
