import { brandMark } from './brand-marks';
import { brightness, circle, type DeviceDrawing, mix, type Palette, path, rect, text } from './svg';

/** Routers by family (antennas, mesh units, pocket MiFi, a 4G/5G box) and cables (USB, Ethernet). */

const METAL = '#9ca3af';

function ink(palette: Palette): string {
  return brightness(palette.body) > 0.6
    ? mix(palette.body, '#000000', 0.5)
    : mix(palette.body, '#ffffff', 0.6);
}

function lights(x: number, y: number, count: number): string {
  return Array.from({ length: count }, (_, index) =>
    circle(x + index * 36, y, 7, index < count - 1 ? '#22c55e' : '#f59e0b'),
  ).join('');
}

function antennas(palette: Palette, brand: string): string {
  const many = brightness(palette.body) < 0.5;
  const positions = many ? [190, 330, 470, 610] : [260, 540];
  return (
    positions
      .map((x, index) =>
        rect(
          x - 14,
          160,
          28,
          280,
          14,
          palette.shade,
          `transform="rotate(${(index - (positions.length - 1) / 2) * 8} ${x} 440)"`,
        ),
      )
      .join('') +
    rect(110, 420, 580, 150, 30, palette.body) +
    rect(110, 520, 580, 50, 24, palette.shade) +
    lights(220, 545, 6) +
    brandMark(brand, 400, 470, 30, ink(palette), { width: 260 })
  );
}

function meshUnit(x: number, palette: Palette, brand: string): string {
  return (
    rect(
      x - 100,
      240,
      200,
      360,
      60,
      palette.body,
      `stroke="${mix(palette.body, '#000000', 0.12)}" stroke-width="4"`,
    ) +
    rect(x - 100, 520, 200, 80, 40, mix(palette.body, '#000000', 0.08)) +
    circle(x, 300, 6, '#22c55e') +
    brandMark(brand, x, 470, 18, ink(palette), { width: 120 })
  );
}

function mifi(palette: Palette, brand: string): string {
  return (
    rect(200, 230, 400, 340, 50, palette.body) +
    rect(250, 280, 300, 160, 14, '#0b1220') +
    text('4G', { x: 300, y: 320, size: 26, fill: '#ffffff', weight: 700 }) +
    path('M480 330 V310 M500 330 V300 M520 330 V290', 'none', 'stroke="#34d399" stroke-width="8"') +
    rect(270, 370, 200, 20, 4, '#34d399') +
    text('3 users', { x: 400, y: 415, size: 16, fill: '#9ca3af', weight: 400 }) +
    brandMark(brand, 400, 510, 26, ink(palette), { width: 200 })
  );
}

function cpe(palette: Palette, brand: string): string {
  return (
    rect(
      280,
      130,
      240,
      560,
      50,
      palette.body,
      `stroke="${mix(palette.body, '#000000', 0.12)}" stroke-width="4"`,
    ) +
    path(
      'M310 200H490M310 230H490M310 260H490',
      'none',
      `stroke="${mix(palette.body, '#000000', 0.15)}" stroke-width="6" stroke-dasharray="3 9" stroke-linecap="round"`,
    ) +
    lights(346, 420, 4) +
    path(
      'M370 380 V364 M390 380 V352 M410 380 V340 M430 380 V328',
      'none',
      `stroke="${ink(palette)}" stroke-width="10"`,
    ) +
    brandMark(brand, 400, 600, 30, brand === 'Huawei' ? '#cf0a2c' : ink(palette), { width: 180 })
  );
}

export const drawRouter: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  switch (look) {
    case 'mesh':
      return meshUnit(270, palette, brand) + meshUnit(530, palette, brand);
    case 'mifi':
      return mifi(palette, brand);
    case 'cpe':
      return cpe(palette, brand);
    default:
      return antennas(palette, brand);
  }
};

const CABLE_ROUTE = 'M200 230 C200 460 620 300 600 480 C580 640 260 560 330 660';

function plug(x: number, y: number, palette: Palette, ethernet: boolean, up: boolean): string {
  const tipY = up ? y - 70 : y + 110;
  return ethernet
    ? rect(x - 60, y, 120, 110, 14, palette.shade) +
        rect(x - 54, tipY, 108, 74, 6, '#e5e7eb', 'opacity="0.9"') +
        path(
          `M${x - 36} ${tipY + (up ? 10 : 40)}v24m14 -24v24m14 -24v24m14 -24v24m14 -24v24m14 -24v24`,
          'none',
          'stroke="#d4a017" stroke-width="4"',
        )
    : rect(x - 60, y, 120, 110, 20, palette.shade) + rect(x - 36, tipY, 72, up ? 72 : 40, 8, METAL);
}

export const drawCable: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  const ethernet = look === 'ethernet';
  return (
    path(CABLE_ROUTE, 'none', `stroke="${palette.shade}" stroke-width="34" stroke-linecap="round"`) +
    path(CABLE_ROUTE, 'none', `stroke="${palette.body}" stroke-width="24" stroke-linecap="round"`) +
    plug(200, 170, palette, ethernet, true) +
    plug(330, 580, palette, ethernet, false) +
    brandMark(brand, 200, 225, 16, palette.inkOnShade, { width: 100 }) +
    (ethernet ? text('CAT 6', { x: 560, y: 250, size: 28, fill: palette.shade }) : '')
  );
};
