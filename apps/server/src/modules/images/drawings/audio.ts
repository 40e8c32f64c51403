import { brandMark } from './brand-marks';
import { brightness, circle, type DeviceDrawing, group, mix, type Palette, path, rect, text } from './svg';

/**
 * Headphones (slim over-ear, Bose-like with metal yokes, folding on-ear), earbuds (stems in a
 * flip-top case, or beans in a round case) and soundbars (with subwoofer, alone, or 5.1).
 */

function ink(body: string): string {
  return brightness(body) > 0.6 ? mix(body, '#000000', 0.5) : mix(body, '#ffffff', 0.6);
}

function cup(x: number, y: number, width: number, height: number, palette: Palette, side: 1 | -1): string {
  return (
    rect(x - width / 2, y - height / 2, width, height, width / 2, palette.body) +
    rect(
      x - width / 2 + (side > 0 ? -18 : width - 12),
      y - height / 2 + 14,
      30,
      height - 28,
      15,
      palette.shade,
    )
  );
}

/** One ear cup from the inside, close up: the cushion, the fabric and the L mark. */
function cupInside(palette: Palette, look: string): string {
  const [width, height] = look === 'bose' ? [320, 420] : look === 'on-ear' ? [340, 340] : [300, 460];
  return (
    path(
      'M250 260 C250 60 700 60 700 300',
      'none',
      `stroke="${palette.body}" stroke-width="40" stroke-linecap="round"`,
    ) +
    rect(400 - width / 2, 420 - height / 2, width, height, width / 2, palette.deepShade) +
    rect(
      400 - width / 2 + 34,
      420 - height / 2 + 34,
      width - 68,
      height - 68,
      (width - 68) / 2,
      mix(palette.body, '#000000', 0.55),
    ) +
    text('L', { x: 400, y: 420, size: 44, fill: palette.highlight, weight: 700 })
  );
}

export const drawHeadphones: DeviceDrawing = (palette, brand, look, view) => {
  if (view === 'side') return cupInside(palette, look);
  if (view !== 'front') return '';
  const band = look === 'on-ear' ? palette.body : palette.shade;
  const headband =
    look === 'bose'
      ? path(
          'M200 430 V360 C200 140 600 140 600 360 V430',
          'none',
          `stroke="${palette.body}" stroke-width="34" stroke-linecap="round"`,
        ) +
        path(
          'M240 250 C300 190 500 190 560 250',
          'none',
          `stroke="${palette.shade}" stroke-width="18" stroke-linecap="round"`,
        ) +
        path(
          'M180 400 V460 M620 400 V460',
          'none',
          'stroke="#c0c4cc" stroke-width="10" stroke-linecap="round"',
        )
      : look === 'on-ear'
        ? path(
            'M215 440 V360 C215 150 585 150 585 360 V440',
            'none',
            `stroke="${band}" stroke-width="46" stroke-linecap="round"`,
          ) +
          path(
            'M250 260 C320 200 480 200 550 260',
            'none',
            `stroke="${palette.deepShade}" stroke-width="8" stroke-linecap="round"`,
          )
        : path(
            'M205 440 V360 C205 130 595 130 595 360 V440',
            'none',
            `stroke="${band}" stroke-width="22" stroke-linecap="round"`,
          ) +
          path(
            'M205 360 V470 M595 360 V470',
            'none',
            `stroke="${palette.highlight}" stroke-width="8" stroke-linecap="round"`,
          );
  const [width, height] = look === 'bose' ? [150, 230] : look === 'on-ear' ? [150, 170] : [140, 250];
  const cupY = look === 'on-ear' ? 520 : 540;
  const mark = ink(palette.body);
  return (
    headband +
    cup(190, cupY, width, height, palette, 1) +
    cup(610, cupY, width, height, palette, -1) +
    (look === 'on-ear'
      ? brandMark(brand, 190, cupY, 34, mark, { width: 110, coloured: brand === 'JBL' }) +
        brandMark(brand, 610, cupY, 34, mark, { width: 110 })
      : brandMark(brand, 190, cupY + height / 2 - 40, 18, mark, { width: 90 }) +
        circle(610, cupY + height / 2 - 50, 6, palette.shade))
  );
};

function budStem(x: number, mirror: 1 | -1, colour: string, edge: string): string {
  return (
    rect(x - 16, 260, 32, 150, 16, colour, `stroke="${edge}" stroke-width="3"`) +
    `<ellipse cx="${x + 8 * mirror}" cy="240" rx="58" ry="50" fill="${colour}" stroke="${edge}" stroke-width="3"/>` +
    `<ellipse cx="${x + 48 * mirror}" cy="226" rx="22" ry="26" fill="${mix(colour, '#000000', 0.3)}"/>` +
    rect(x - 8, 292, 16, 40, 8, mix(colour, '#000000', 0.12))
  );
}

function budBean(x: number, colour: string, edge: string): string {
  return (
    `<ellipse cx="${x}" cy="280" rx="80" ry="60" fill="${colour}" stroke="${edge}" stroke-width="3"/>` +
    `<ellipse cx="${x}" cy="270" rx="40" ry="26" fill="${mix(colour, '#ffffff', 0.2)}"/>` +
    circle(x, 220, 26, mix(colour, '#000000', 0.35))
  );
}

/** The case closed, close up, with one bud lying in front of it. */
function closedCase(palette: Palette, brand: string, look: string): string {
  const edge = palette.shade;
  const caseShape =
    look === 'bean'
      ? `<ellipse cx="400" cy="400" rx="260" ry="180" fill="${palette.body}" stroke="${edge}" stroke-width="5"/>` +
        path('M142 370 Q400 410 658 370', 'none', `stroke="${edge}" stroke-width="5"`)
      : rect(180, 220, 440, 330, 110, palette.body, `stroke="${edge}" stroke-width="5"`) +
        path('M182 320 H618', 'none', `stroke="${edge}" stroke-width="4"`);
  const bud = look === 'bean' ? budBean(0, palette.body, edge) : budStem(0, 1, palette.body, edge);
  return (
    caseShape +
    circle(400, look === 'bean' ? 450 : 420, 8, '#22c55e') +
    (brand === 'Apple'
      ? ''
      : brandMark(brand, 400, look === 'bean' ? 500 : 480, 30, ink(palette.body), { width: 240 })) +
    group('translate(600 420) rotate(35) scale(0.7)', bud)
  );
}

export const drawEarbuds: DeviceDrawing = (palette, brand, look, view) => {
  if (view === 'back') return closedCase(palette, brand, look);
  if (view !== 'front') return '';
  const edge = palette.shade;
  const mark = ink(palette.body);
  if (look === 'bean') {
    return (
      budBean(290, palette.body, edge) +
      budBean(510, palette.body, edge) +
      `<ellipse cx="400" cy="560" rx="190" ry="130" fill="${palette.body}" stroke="${edge}" stroke-width="4"/>` +
      path('M212 540 Q400 570 588 540', 'none', `stroke="${edge}" stroke-width="4"`) +
      circle(400, 600, 6, '#22c55e') +
      brandMark(brand, 400, 640, 18, mark, { width: 160 })
    );
  }
  return (
    budStem(300, -1, palette.body, edge) +
    budStem(500, 1, palette.body, edge) +
    rect(230, 460, 340, 250, 80, palette.body, `stroke="${edge}" stroke-width="4"`) +
    path('M232 530 H568', 'none', `stroke="${edge}" stroke-width="3"`) +
    circle(400, 580, 6, '#22c55e') +
    (brand === 'Apple' ? '' : brandMark(brand, 400, 640, 26, mark, { width: 220 }))
  );
};

function bar(x: number, y: number, width: number, height: number, palette: Palette, brand: string): string {
  let grille = '';
  for (let row = y + 20; row < y + height - 14; row += 16) {
    grille += `M${x + 40} ${row}H${x + width - 40}`;
  }
  return (
    rect(x, y, width, height, height / 2.4, palette.body) +
    path(
      grille,
      'none',
      `stroke="${palette.deepShade}" stroke-width="7" stroke-dasharray="2 9" stroke-linecap="round"`,
    ) +
    brandMark(brand, x + width / 2, y + height - 16, 14, ink(palette.body), { width: 90 })
  );
}

function sub(x: number, y: number, width: number, height: number, palette: Palette): string {
  return (
    rect(x, y, width, height, 18, palette.body) +
    circle(x + width / 2, y + height / 2 + 10, width * 0.36, palette.deepShade) +
    circle(x + width / 2, y + height / 2 + 10, width * 0.12, palette.shade)
  );
}

export const drawSoundbar: DeviceDrawing = (palette, brand, look, view) => {
  if (view !== 'front') return '';
  switch (look) {
    case 'bar':
      return (
        `<ellipse cx="400" cy="520" rx="360" ry="20" fill="#000000" opacity="0.2"/>` +
        bar(40, 380, 720, 120, palette, brand) +
        circle(400, 392, 4, '#ffffff', 'opacity="0.8"')
      );
    case 'cinema':
      return (
        bar(60, 220, 680, 100, palette, brand) +
        sub(470, 400, 240, 300, palette) +
        rect(110, 430, 100, 220, 14, palette.body) +
        circle(160, 560, 34, palette.deepShade) +
        rect(260, 430, 100, 220, 14, palette.body) +
        circle(310, 560, 34, palette.deepShade) +
        text('5.1', { x: 590, y: 430, size: 20, fill: ink(palette.body) })
      );
    default:
      return bar(50, 220, 700, 120, palette, brand) + sub(470, 420, 240, 300, palette);
  }
};
