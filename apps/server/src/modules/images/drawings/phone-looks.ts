/**
 * The phone families the demo shop sells, each as the few facts that make it recognisable:
 * outline, the cut-out in the screen, the camera module and its lenses. Coordinates are in
 * the phone's own box, (0, 0) at its top-left corner of the back.
 */

export interface Lens {
  x: number;
  y: number;
  r: number;
}

export interface PhoneLook {
  width: number;
  height: number;
  radius: number;
  /** What interrupts the screen at the top. */
  cutout: 'island' | 'notch' | 'punch' | 'drop';
  /** Extra bezel under the screen, as budget phones have. */
  chin: number;
  /** Camera module: a raised plate behind the lenses; 'none' for lenses set straight into the back. */
  module: {
    shape: 'square' | 'circle' | 'pill' | 'bar' | 'none';
    x: number;
    y: number;
    w: number;
    h: number;
  };
  lenses: Lens[];
  flash: [number, number];
  /** Lens rings: in the body's colour (Galaxy), metal, or dark. */
  ring: 'body' | 'metal' | 'dark';
  /** Frame around the screen: titanium (Pro), or the body's darker shade. */
  frame: 'titanium' | 'shade';
  /** A built-in pen's end at the bottom (Galaxy Ultra). */
  pen?: boolean;
  /** Where the brand sits on the back. */
  mark: 'centre' | 'bottom' | 'module';
  /** A short line printed on the module, as many Android makers do (e.g. '50MP AI'). */
  moduleText?: string;
}

const square = (x: number, y: number, size: number) => ({ shape: 'square' as const, x, y, w: size, h: size });

// biome-ignore format: one family per few lines reads better than one fact per line
export const PHONE_LOOKS = {
  /** iPhone 15 Pro: titanium frame, Dynamic Island, three big lenses in a triangle on a square plate. */
  'iphone-pro': {
    width: 244, height: 510, radius: 42, cutout: 'island', chin: 0, frame: 'titanium', ring: 'dark', mark: 'centre',
    module: square(14, 14, 130),
    lenses: [{ x: 50, y: 50, r: 25 }, { x: 50, y: 110, r: 25 }, { x: 106, y: 80, r: 25 }],
    flash: [108, 34],
  },
  /** iPhone 15: Dynamic Island, two lenses on a diagonal. */
  iphone: {
    width: 236, height: 496, radius: 40, cutout: 'island', chin: 0, frame: 'shade', ring: 'metal', mark: 'centre',
    module: square(14, 14, 110),
    lenses: [{ x: 44, y: 44, r: 21 }, { x: 94, y: 94, r: 21 }],
    flash: [96, 40],
  },
  /** iPhone 13 and 14: the notch, and a slightly smaller diagonal pair. */
  'iphone-notch': {
    width: 236, height: 496, radius: 40, cutout: 'notch', chin: 0, frame: 'shade', ring: 'metal', mark: 'centre',
    module: square(14, 14, 104),
    lenses: [{ x: 42, y: 42, r: 19 }, { x: 90, y: 90, r: 19 }],
    flash: [92, 38],
  },
  /** Galaxy A: three separate lenses down the left edge, no plate, a hole-punch screen. */
  'galaxy-a': {
    width: 236, height: 510, radius: 34, cutout: 'punch', chin: 6, frame: 'shade', ring: 'body', mark: 'bottom',
    module: { shape: 'none', x: 0, y: 0, w: 0, h: 0 },
    lenses: [{ x: 40, y: 44, r: 19 }, { x: 40, y: 94, r: 19 }, { x: 40, y: 144, r: 19 }],
    flash: [78, 46],
  },
  /** Galaxy S Ultra: squared corners, bigger separate lenses in two columns, an S Pen. */
  'galaxy-ultra': {
    width: 244, height: 514, radius: 14, cutout: 'punch', chin: 0, frame: 'titanium', ring: 'body', mark: 'bottom',
    module: { shape: 'none', x: 0, y: 0, w: 0, h: 0 },
    lenses: [{ x: 42, y: 44, r: 22 }, { x: 42, y: 100, r: 22 }, { x: 42, y: 156, r: 22 }, { x: 94, y: 70, r: 16 }],
    flash: [92, 40], pen: true,
  },
  /** Tecno Camon: a large round ring module in the middle of the back. */
  'tecno-ring': {
    width: 238, height: 510, radius: 36, cutout: 'punch', chin: 6, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: { shape: 'circle', x: 49, y: 30, w: 140, h: 140 },
    lenses: [{ x: 119, y: 70, r: 24 }, { x: 89, y: 126, r: 18 }, { x: 149, y: 126, r: 18 }],
    flash: [119, 150], moduleText: '50MP',
  },
  /** Tecno Spark: a big square module with two large lenses. */
  'tecno-square': {
    width: 238, height: 512, radius: 34, cutout: 'punch', chin: 8, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: square(16, 16, 120),
    lenses: [{ x: 52, y: 52, r: 26 }, { x: 52, y: 112, r: 22 }],
    flash: [106, 40], moduleText: '108MP',
  },
  /** Tecno Pop, Infinix Smart: a small plate, a drop notch and a thick chin. */
  budget: {
    width: 236, height: 500, radius: 30, cutout: 'drop', chin: 22, frame: 'shade', ring: 'dark', mark: 'bottom',
    module: { shape: 'square', x: 16, y: 16, w: 70, h: 110 },
    lenses: [{ x: 51, y: 48, r: 18 }, { x: 51, y: 96, r: 14 }],
    flash: [100, 40],
  },
  /** Infinix Hot: a tall rounded plate top left with two lenses and the flash stacked. */
  'infinix-hot': {
    width: 238, height: 512, radius: 32, cutout: 'punch', chin: 12, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: { shape: 'pill', x: 16, y: 16, w: 76, h: 168 },
    lenses: [{ x: 54, y: 56, r: 24 }, { x: 54, y: 114, r: 20 }],
    flash: [54, 160], moduleText: 'AI',
  },
  /** Infinix Note: a large rounded square plate with three lenses in a grid. */
  'infinix-note': {
    width: 240, height: 512, radius: 30, cutout: 'punch', chin: 4, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: square(16, 16, 140),
    lenses: [{ x: 54, y: 54, r: 26 }, { x: 54, y: 118, r: 22 }, { x: 116, y: 118, r: 18 }],
    flash: [116, 52], moduleText: '108MP',
  },
  /** itel: a slim pill plate with two small lenses, drop notch, wide chin. */
  itel: {
    width: 234, height: 500, radius: 30, cutout: 'drop', chin: 24, frame: 'shade', ring: 'dark', mark: 'bottom',
    module: { shape: 'pill', x: 18, y: 18, w: 56, h: 140 },
    lenses: [{ x: 46, y: 50, r: 18 }, { x: 46, y: 98, r: 15 }],
    flash: [46, 138],
  },
  /** Redmi Note: a raised rectangular strip with three lenses down the left. */
  'redmi-note': {
    width: 238, height: 512, radius: 32, cutout: 'punch', chin: 6, frame: 'shade', ring: 'dark', mark: 'bottom',
    module: { shape: 'square', x: 16, y: 16, w: 72, h: 186 },
    lenses: [{ x: 52, y: 54, r: 24 }, { x: 52, y: 110, r: 17 }, { x: 52, y: 156, r: 15 }],
    flash: [112, 42],
  },
  /** Redmi C: one big lens and three small ones in a square plate. */
  'redmi-c': {
    width: 238, height: 508, radius: 30, cutout: 'drop', chin: 18, frame: 'shade', ring: 'dark', mark: 'bottom',
    module: square(16, 16, 116),
    lenses: [{ x: 52, y: 52, r: 24 }, { x: 100, y: 44, r: 12 }, { x: 52, y: 100, r: 12 }, { x: 100, y: 100, r: 12 }],
    flash: [100, 72],
  },
  /** Oppo Reno: a soft vertical capsule with two lenses, glossy glass back. */
  'oppo-reno': {
    width: 234, height: 510, radius: 36, cutout: 'punch', chin: 4, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: { shape: 'pill', x: 18, y: 18, w: 74, h: 150 },
    lenses: [{ x: 55, y: 58, r: 24 }, { x: 55, y: 118, r: 24 }],
    flash: [112, 50],
  },
  /** Oppo A, Nokia G: two big rings stacked, no plate. */
  rings: {
    width: 236, height: 508, radius: 32, cutout: 'drop', chin: 16, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: { shape: 'none', x: 0, y: 0, w: 0, h: 0 },
    lenses: [{ x: 48, y: 52, r: 26 }, { x: 48, y: 120, r: 26 }],
    flash: [98, 46],
  },
  /** Huawei nova: a round plate top left with a glossy ring and two lenses. */
  'huawei-nova': {
    width: 236, height: 510, radius: 36, cutout: 'punch', chin: 6, frame: 'shade', ring: 'metal', mark: 'bottom',
    module: { shape: 'circle', x: 16, y: 16, w: 124, h: 124 },
    lenses: [{ x: 78, y: 56, r: 22 }, { x: 78, y: 104, r: 18 }],
    flash: [116, 78],
  },
  /** A camera bar across the back, as Pixel-style phones have. */
  bar: {
    width: 238, height: 512, radius: 40, cutout: 'punch', chin: 0, frame: 'shade', ring: 'dark', mark: 'bottom',
    module: { shape: 'bar', x: -4, y: 70, w: 246, h: 70 },
    lenses: [{ x: 60, y: 105, r: 20 }, { x: 110, y: 105, r: 20 }],
    flash: [170, 105],
  },
} satisfies Record<string, PhoneLook>;

export type PhoneLookName = keyof typeof PHONE_LOOKS;
export const PHONE_LOOK_NAMES = Object.keys(PHONE_LOOKS) as PhoneLookName[];

/** The usual look of each brand's phones, for paths that name no look. */
export const PHONE_LOOK_BY_BRAND: Record<string, PhoneLookName> = {
  Apple: 'iphone',
  Samsung: 'galaxy-a',
  Tecno: 'tecno-ring',
  Infinix: 'infinix-hot',
  itel: 'itel',
  Xiaomi: 'redmi-note',
  Oppo: 'oppo-reno',
  Nokia: 'bar',
  Huawei: 'huawei-nova',
};

export function phoneLook(name: string): PhoneLook {
  return (PHONE_LOOKS as Record<string, PhoneLook>)[name] ?? PHONE_LOOKS['galaxy-a'];
}
