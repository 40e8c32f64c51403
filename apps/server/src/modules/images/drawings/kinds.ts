import type { Subcategory } from '@shop/shared';
import { drawEarbuds, drawHeadphones, drawSoundbar } from './audio';
import { drawDesktop, drawKeyboard, drawMonitor, drawMouse } from './computer';
import { drawCamera, drawConsole, drawGamepad, drawTelevision } from './entertainment';
import { drawLaptop } from './laptops';
import { drawCable, drawRouter } from './network';
import { PHONE_LOOK_BY_BRAND, PHONE_LOOK_NAMES } from './phone-looks';
import { drawPhone, drawPhoneCase } from './phones';
import { drawCharger, drawPowerBank, drawUps } from './power';
import { drawSpeaker } from './speakers';
import type { DeviceDrawing, View } from './svg';
import { drawTablet } from './tablets';
import { drawFitnessBand, drawSmartwatch } from './wearables';

/**
 * How each kind is drawn: the drawing, the looks (model families) it knows, the first being
 * the fallback, each brand's usual look, and which views besides the front it draws.
 */
export interface Kind {
  draw: DeviceDrawing;
  looks: readonly string[];
  lookByBrand?: Readonly<Record<string, string>>;
  views: readonly View[];
}

const plain = (draw: DeviceDrawing): Kind => ({ draw, looks: ['standard'], views: ['front'] });

const PHONE_LOOKS = ['galaxy-a', ...PHONE_LOOK_NAMES.filter((name) => name !== 'galaxy-a')];

/** Every subcategory has a drawing; the Record type makes a new subcategory fail to compile here. */
export const KINDS: Record<Subcategory, Kind> = {
  'Android Phone': {
    draw: drawPhone,
    looks: PHONE_LOOKS,
    lookByBrand: PHONE_LOOK_BY_BRAND,
    views: ['front', 'back', 'side'],
  },
  iPhone: {
    draw: drawPhone,
    looks: ['iphone', 'iphone-pro', 'iphone-notch'],
    views: ['front', 'back', 'side'],
  },
  'Phone Case': {
    draw: drawPhoneCase,
    looks: PHONE_LOOKS,
    lookByBrand: PHONE_LOOK_BY_BRAND,
    views: ['front'],
  },
  Tablet: {
    draw: drawTablet,
    looks: ['android-tab', 'ipad', 'galaxy-tab'],
    lookByBrand: { Apple: 'ipad', Samsung: 'galaxy-tab' },
    views: ['front', 'back'],
  },
  Laptop: {
    draw: drawLaptop,
    looks: ['windows', 'macbook', 'gaming', 'thinkpad', 'surface'],
    lookByBrand: { Apple: 'macbook', Microsoft: 'surface' },
    views: ['front', 'back'],
  },
  Desktop: {
    draw: drawDesktop,
    looks: ['tower', 'imac', 'sff'],
    lookByBrand: { Apple: 'imac', HP: 'sff' },
    views: ['front'],
  },
  Monitor: plain(drawMonitor),
  Keyboard: { draw: drawKeyboard, looks: ['standard', 'slim', 'combo'], views: ['front'] },
  Mouse: { draw: drawMouse, looks: ['standard', 'ergonomic'], views: ['front'] },
  Headphones: {
    draw: drawHeadphones,
    looks: ['over-ear', 'bose', 'on-ear'],
    lookByBrand: { Bose: 'bose', JBL: 'on-ear', Oraimo: 'on-ear' },
    views: ['front', 'side'],
  },
  Earbuds: {
    draw: drawEarbuds,
    looks: ['stem', 'bean'],
    lookByBrand: { Samsung: 'bean', Xiaomi: 'bean' },
    views: ['front', 'back'],
  },
  Speaker: {
    draw: drawSpeaker,
    looks: [
      'compact',
      'cylinder',
      'go',
      'party',
      'tower',
      'homepod',
      'bookshelf',
      'subwoofer',
      'home-theatre',
      'hifi',
    ],
    lookByBrand: { JBL: 'cylinder', Sony: 'tower', Apple: 'homepod', LG: 'hifi' },
    views: ['front'],
  },
  Soundbar: {
    draw: drawSoundbar,
    looks: ['bar-sub', 'bar', 'cinema'],
    lookByBrand: { Bose: 'bar', Sony: 'cinema' },
    views: ['front'],
  },
  Charger: {
    draw: drawCharger,
    looks: ['standard', 'cube'],
    lookByBrand: { Apple: 'cube' },
    views: ['front'],
  },
  'Power Bank': { draw: drawPowerBank, looks: ['standard', 'display'], views: ['front'] },
  Cable: { draw: drawCable, looks: ['usb', 'ethernet'], views: ['front'] },
  Router: {
    draw: drawRouter,
    looks: ['antennas', 'mesh', 'mifi', 'cpe'],
    lookByBrand: { Huawei: 'cpe' },
    views: ['front'],
  },
  Smartwatch: {
    draw: drawSmartwatch,
    looks: ['round', 'apple', 'classic', 'square'],
    lookByBrand: { Apple: 'apple', Huawei: 'classic', Oraimo: 'square' },
    views: ['front', 'back'],
  },
  'Fitness Band': {
    draw: drawFitnessBand,
    looks: ['pill', 'rect'],
    lookByBrand: { Huawei: 'rect' },
    views: ['front'],
  },
  Camera: { draw: drawCamera, looks: ['mirrorless', 'security'], views: ['front'] },
  Television: plain(drawTelevision),
  UPS: { draw: drawUps, looks: ['tower', 'station'], views: ['front'] },
  Console: {
    draw: drawConsole,
    looks: ['ps5', 'xbox-x', 'xbox-s', 'switch'],
    lookByBrand: { Microsoft: 'xbox-x', Nintendo: 'switch' },
    views: ['front'],
  },
  Gamepad: {
    draw: drawGamepad,
    looks: ['standard', 'dualsense', 'xbox', 'pro'],
    lookByBrand: { Sony: 'dualsense', Microsoft: 'xbox', Nintendo: 'pro' },
    views: ['front'],
  },
};

/** The look a path without one gets: the brand's usual look, else the kind's first. */
export function defaultLook(subcategory: Subcategory, brand: string): string {
  const kind = KINDS[subcategory];
  return kind.lookByBrand?.[brand] ?? kind.looks[0] ?? 'standard';
}

export function isLookOf(subcategory: Subcategory, look: string): boolean {
  return KINDS[subcategory].looks.includes(look);
}
