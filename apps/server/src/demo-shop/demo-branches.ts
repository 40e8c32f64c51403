import type { OpeningHours } from '@shop/shared';

export interface DemoBranch {
  name: string;
  address: string;
  city: string;
  digitalAddress: string;
  phone: string;
  openingHours: OpeningHours;
  pickup: boolean;
}

/** The name migration 0031 gives an existing shop's one branch; the demo renames it. */
export const MIGRATED_BRANCH_NAME = 'Main shop';

const day = (opens: string, closes: string) => ({ opens, closes });
const week = (
  weekdays: OpeningHours[number],
  saturday: OpeningHours[number],
  sunday: OpeningHours[number],
) => [...Array.from({ length: 5 }, () => weekdays), saturday, sunday];

/**
 * The demo shop's branches (decision 0067), in their order: the Accra shop fills delivery
 * orders (the migrated Main shop, renamed), Kumasi offers pickup, Takoradi only sells at the
 * counter. Phones are written as the store info writes them.
 */
export const demoBranches: DemoBranch[] = [
  {
    name: 'Accra Mall',
    address: 'Accra Mall, Spintex Road, Tetteh Quarshie Interchange',
    city: 'Accra',
    digitalAddress: 'GA-183-8164',
    phone: '+233 30 281 4400',
    openingHours: week(day('09:00', '20:00'), day('09:00', '20:00'), day('12:00', '18:00')),
    pickup: true,
  },
  {
    name: 'Kumasi Adum',
    address: '14 Prempeh II Street, Adum',
    city: 'Kumasi',
    digitalAddress: 'AK-039-5028',
    phone: '+233 32 202 5566',
    openingHours: week(day('08:00', '18:00'), day('08:00', '17:00'), null),
    pickup: true,
  },
  {
    name: 'Takoradi Market Circle',
    address: '7 Liberation Road, Market Circle',
    city: 'Takoradi',
    digitalAddress: 'WS-001-2471',
    phone: '+233 31 202 3344',
    openingHours: week(day('08:30', '17:30'), day('08:30', '17:30'), null),
    pickup: false,
  },
];
