import type { DemoBuyer, DemoSale } from './demo-sales';

/**
 * The reviews a fresh demo shop shows (decision 0064): each written by a demo buyer about a
 * product of their Delivered order, so every count the shop shows stands for real reviews. The
 * buyers have no password (like the demo buyer of demo-sales.ts); the IMEIs and laptop serials
 * are made up, the IMEIs passing the Luhn check.
 */

export interface DemoReview {
  /** A product of the reviewer's order. */
  product: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  /** Empty: a review with stars and a title only. */
  text: string;
  /** Days before the seed staff published it: after the order was delivered. */
  publishedDaysAgo: number;
  /** The shop's answer, written the day it was published. */
  answer?: string;
}

export interface DemoReviewer {
  buyer: DemoBuyer;
  /** The Delivered order that makes them a buyer of what they review. */
  sale: DemoSale & { status: 'Delivered' };
  reviews: DemoReview[];
}

const A15 = 'Samsung Galaxy A15 128GB';
const SPARK = 'Tecno Spark 20 Pro 256GB';
const IPHONE = 'Apple iPhone 15';
const LAPTOP = 'HP 250 G9 Core i3 8GB/256GB';
const EARBUDS = 'Oraimo FreePods 4 Wireless Earbuds';
const SPEAKER = 'JBL Go 4 Portable Speaker';

/** The products the demo's reviews are about: a shopper finds reviews on the popular ones. */
export const DEMO_REVIEWED_PRODUCTS = [A15, SPARK, IPHONE, LAPTOP, EARBUDS, SPEAKER];

function buyer(
  firstName: string,
  lastName: string,
  phone: string,
  street: string,
  city: string,
  state: string,
): DemoBuyer {
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  return { name: `${firstName} ${lastName}`, firstName, lastName, email, phone, street, city, state };
}

/** A Delivered order of one unit of each product, delivered `transitDays` after it left the shop. */
function delivered(
  placedDaysAgo: number,
  transitDays: number,
  lines: { product: string; options?: Record<string, string>; serials?: string[] }[],
): DemoReviewer['sale'] {
  return {
    lines: lines.map((line) => ({ ...line, quantity: 1, serials: line.serials ?? [] })),
    status: 'Delivered',
    placedDaysAgo,
    leftShopDaysAgo: placedDaysAgo - 1,
    deliveredDaysAgo: placedDaysAgo - 1 - transitDays,
  };
}

export const demoReviewers: DemoReviewer[] = [
  {
    buyer: buyer('Kwame', 'Mensah', '+233244718305', '7 Boundary Road, East Legon', 'Accra', 'Greater Accra'),
    sale: delivered(34, 0, [{ product: A15, serials: ['353281151744942'] }, { product: EARBUDS }]),
    reviews: [
      {
        product: A15,
        rating: 5,
        title: 'Battery carries me through the whole day',
        text: 'I use it for WhatsApp, MoMo and a bit of YouTube on the trotro to Circle, and I still have about 30% when I get home at night. The screen is bright enough to read outside. It came to East Legon the day after I paid.',
        publishedDaysAgo: 27,
      },
      {
        product: EARBUDS,
        rating: 4,
        title: 'Good sound for 449',
        text: 'The bass is good and the noise cancelling helps in Accra traffic. The case is small enough for my pocket.\nSometimes the left one takes a few seconds to connect.',
        publishedDaysAgo: 26,
      },
    ],
  },
  {
    buyer: buyer('Akua', 'Boateng', '+233549027716', 'Plot 12, Asokwa', 'Kumasi', 'Ashanti'),
    sale: delivered(52, 2, [{ product: A15, serials: ['353281157756940'] }]),
    reviews: [
      {
        product: A15,
        rating: 4,
        title: 'Good phone for the price',
        text: 'It reached Kumasi in two days, well packed. The camera is fine in daylight but night pictures get grainy. For GHS 2,299 I have no complaint.',
        publishedDaysAgo: 44,
      },
    ],
  },
  {
    buyer: buyer('Yaw', 'Darko', '+233209531448', 'House 5, Community 25', 'Tema', 'Greater Accra'),
    sale: delivered(19, 1, [{ product: A15, serials: ['353281156296427'] }]),
    reviews: [
      {
        product: A15,
        rating: 5,
        title: 'Exactly as described, original Samsung',
        text: '',
        publishedDaysAgo: 15,
      },
    ],
  },
  {
    buyer: buyer(
      'Esi',
      'Quansah',
      '+233557340912',
      'Abura Road, near the Total station',
      'Cape Coast',
      'Central',
    ),
    sale: delivered(63, 2, [{ product: A15, serials: ['353281151829289'] }]),
    reviews: [
      {
        product: A15,
        rating: 3,
        title: 'Nice phone, but no charger in the box',
        text: 'The phone itself is nice. I did not know there is no charger in the box, so I had to buy one in town. The page should say it clearly.',
        publishedDaysAgo: 58,
        answer:
          'Thank you, Esi, and sorry for the surprise. Samsung stopped putting a charger in the A15 box; any USB-C charger works, and a 25W one charges it fastest. We will say so more clearly on the page.',
      },
    ],
  },
  {
    buyer: buyer(
      'Nana',
      'Adjei',
      '+233501186274',
      '23 Nii Nortei Nyanchi Street, Dzorwulu',
      'Accra',
      'Greater Accra',
    ),
    sale: delivered(11, 0, [{ product: A15, serials: ['353281158037084'] }]),
    reviews: [
      {
        product: A15,
        rating: 4,
        title: 'A real step up from my old A05',
        text: 'Smoother than my A05, you can feel the 90Hz screen. The fingerprint reader on the side works well. I wish it had more storage, so I added a memory card.',
        publishedDaysAgo: 6,
      },
    ],
  },
  {
    buyer: buyer('Ama', 'Owusu', '+233243390158', 'Adum, opposite the Kejetia car park', 'Kumasi', 'Ashanti'),
    sale: delivered(41, 2, [{ product: SPARK, serials: ['354678123335502'] }]),
    reviews: [
      {
        product: SPARK,
        rating: 5,
        title: 'Big storage, charges fast',
        text: 'With 256GB I stopped deleting my videos every week. It charges from 20% to full in about an hour. During light-off I keep it on power saving and it lasts almost two days.',
        publishedDaysAgo: 33,
      },
    ],
  },
  {
    buyer: buyer('Kojo', 'Appiah', '+233558814027', 'Anaji Estates, Block C', 'Takoradi', 'Western'),
    sale: delivered(28, 3, [{ product: SPARK, serials: ['354678127284151'] }, { product: SPEAKER }]),
    reviews: [
      {
        product: SPARK,
        rating: 4,
        title: 'Sharp camera, a bit heavy',
        text: 'Pictures are sharp, selfies especially. It is heavy in the pocket. Delivery to Takoradi took three days and the rider called before coming.',
        publishedDaysAgo: 21,
      },
      {
        product: SPEAKER,
        rating: 5,
        title: 'Small but loud',
        text: 'Took it to Busua beach on Saturday and it played the whole afternoon. Very loud for its size.',
        publishedDaysAgo: 20,
      },
    ],
  },
  {
    buyer: buyer('Adwoa', 'Frimpong', '+233268452301', '4 Abeka Road, Lapaz', 'Accra', 'Greater Accra'),
    sale: delivered(24, 0, [{ product: SPARK, serials: ['354678122919306'] }]),
    reviews: [
      {
        product: SPARK,
        rating: 2,
        title: 'The speaker crackles at full volume',
        text: 'The phone works, but the speaker crackles when I play music loud. I called the shop and they said to bring it under the warranty. We will see.',
        publishedDaysAgo: 12,
        answer:
          'Sorry about the speaker, Adwoa. It is covered by the 12 months warranty: bring it to our shop in Adabraka with your order number, or start a warranty claim from your order page, and we will repair or replace it.',
      },
    ],
  },
  {
    buyer: buyer('Selorm', 'Agbeko', '+233246071985', 'Housing Down, near the SSNIT flats', 'Ho', 'Volta'),
    sale: delivered(47, 2, [{ product: SPARK, serials: ['354678126642193'] }]),
    reviews: [{ product: SPARK, rating: 4, title: 'Value for money', text: '', publishedDaysAgo: 39 }],
  },
  {
    buyer: buyer(
      'Kwabena',
      'Osei',
      '+233244902613',
      '16 Jungle Avenue, East Legon',
      'Accra',
      'Greater Accra',
    ),
    sale: delivered(58, 0, [
      { product: IPHONE, options: { Storage: '256GB', Colour: 'Blue' }, serials: ['353918118727755'] },
    ]),
    reviews: [
      {
        product: IPHONE,
        rating: 5,
        title: 'Genuine and sealed',
        text: "I was worried about buying an iPhone online, too many refurbished ones sold as new. This one came sealed. I checked the IMEI on Apple's site and on your warranty page and both matched. Battery health 100%.",
        publishedDaysAgo: 52,
      },
    ],
  },
  {
    buyer: buyer('Dzifa', 'Amankwah', '+233596118402', 'Community 11, Lashibi Road', 'Tema', 'Greater Accra'),
    sale: delivered(16, 0, [
      { product: IPHONE, options: { Storage: '128GB', Colour: 'Pink' }, serials: ['353918119490106'] },
    ]),
    reviews: [
      {
        product: IPHONE,
        rating: 5,
        title: 'My daughter loves it',
        text: 'Bought it for her birthday. The pink is soft, not loud. It came to Tema the next day, in time for the party.',
        publishedDaysAgo: 10,
      },
    ],
  },
  {
    buyer: buyer(
      'Fiifi',
      'Arthur',
      '+233277643019',
      'Pedu Junction, near the church',
      'Cape Coast',
      'Central',
    ),
    sale: delivered(37, 2, [
      { product: IPHONE, options: { Storage: '128GB', Colour: 'Black' }, serials: ['353918117790218'] },
    ]),
    reviews: [
      {
        product: IPHONE,
        rating: 4,
        title: 'Great phone, steep price',
        text: 'Camera and battery are excellent, and with USB-C I finally use one charger for the phone and the laptop. Four stars because of the price, but that is Apple.',
        publishedDaysAgo: 30,
      },
    ],
  },
  {
    buyer: buyer('Kofi', 'Asamoah', '+233545287730', 'Ayeduase, near the KNUST gate', 'Kumasi', 'Ashanti'),
    sale: delivered(66, 2, [{ product: LAPTOP, serials: ['5CD3281HQV'] }]),
    reviews: [
      {
        product: LAPTOP,
        rating: 4,
        title: 'Good for school work',
        text: 'I use it for assignments, Zoom lectures and some coding. It starts fast because of the SSD. The battery gives me about four hours, so I still look for a socket in the library.',
        publishedDaysAgo: 59,
      },
    ],
  },
  {
    buyer: buyer('Gifty', 'Addo', '+233208814539', '9 Kakramadu Road, Cantonments', 'Accra', 'Greater Accra'),
    sale: delivered(45, 0, [{ product: LAPTOP, serials: ['5CD3294LMT'] }]),
    reviews: [
      {
        product: LAPTOP,
        rating: 3,
        title: 'Does the job, but the screen is dim',
        text: 'Fast enough for Excel and e-mails. The screen is not bright, near a window it is hard to read. The keyboard is comfortable for typing all day.',
        publishedDaysAgo: 38,
      },
    ],
  },
  {
    buyer: buyer(
      'Emmanuel',
      'Tetteh',
      '+233207765418',
      'Airport City, Liberation Road',
      'Accra',
      'Greater Accra',
    ),
    sale: delivered(21, 0, [{ product: LAPTOP, serials: ['5CD3302RWA'] }]),
    reviews: [
      {
        product: LAPTOP,
        rating: 5,
        title: 'On my desk the next morning',
        text: 'Ordered in the evening and it was on my desk before lunch the next day. Windows 11 was already activated, I only had to sign in. Good service.',
        publishedDaysAgo: 16,
      },
    ],
  },
  {
    buyer: buyer(
      'Mavis',
      'Ansah',
      '+233553409126',
      'Effiduase, off the Nkawkaw road',
      'Koforidua',
      'Eastern',
    ),
    sale: delivered(31, 1, [{ product: LAPTOP, serials: ['5CD3315BXE'] }]),
    reviews: [{ product: LAPTOP, rating: 4, title: 'Solid everyday laptop', text: '', publishedDaysAgo: 25 }],
  },
  {
    buyer: buyer('Akosua', 'Nkrumah', '+233247715580', '31 Nsawam Road, Achimota', 'Accra', 'Greater Accra'),
    sale: delivered(49, 0, [{ product: EARBUDS }]),
    reviews: [
      {
        product: EARBUDS,
        rating: 5,
        title: 'The case lasts me a week',
        text: 'I charge the case about once a week. I take calls on them at work and people hear me clearly, even with the fan on.',
        publishedDaysAgo: 41,
      },
    ],
  },
  {
    buyer: buyer(
      'Issah',
      'Mahama',
      '+233240386217',
      'Lamashegu, near the police station',
      'Tamale',
      'Northern',
    ),
    sale: delivered(39, 3, [{ product: EARBUDS }]),
    reviews: [
      {
        product: EARBUDS,
        rating: 2,
        title: 'Right earbud stopped charging',
        text: 'They were fine for three weeks, then the right one stopped charging in the case. Disappointed.',
        publishedDaysAgo: 9,
        answer:
          'Sorry, Issah. Your FreePods have 6 months of warranty: start a warranty claim from your order page and we will send a new pair to Tamale with the next delivery.',
      },
    ],
  },
  {
    buyer: buyer(
      'Efua',
      'Sarpong',
      '+233509912374',
      'Spintex Road, Coca-Cola roundabout',
      'Accra',
      'Greater Accra',
    ),
    sale: delivered(14, 0, [{ product: EARBUDS }]),
    reviews: [
      { product: EARBUDS, rating: 5, title: 'Clear calls, comfortable fit', text: '', publishedDaysAgo: 9 },
    ],
  },
  {
    buyer: buyer('Prince', 'Asare', '+233559078341', 'Bantama High Street', 'Kumasi', 'Ashanti'),
    sale: delivered(26, 2, [{ product: EARBUDS }]),
    reviews: [
      {
        product: EARBUDS,
        rating: 4,
        title: 'They stay in when I jog',
        text: 'I run around the neighbourhood in the morning and they do not fall out. Sound is clear. The touch controls are a bit too sensitive, I pause the music by mistake when I adjust them.',
        publishedDaysAgo: 19,
      },
    ],
  },
  {
    buyer: buyer(
      'Afua',
      'Asiedu',
      '+233266591084',
      '2 Tetteh Quarshie Avenue, Madina',
      'Accra',
      'Greater Accra',
    ),
    sale: delivered(55, 0, [{ product: SPEAKER }]),
    reviews: [
      {
        product: SPEAKER,
        rating: 4,
        title: 'Nice for the room and the kitchen',
        text: "Good sound for my room and while I cook. The bass is modest, so don't expect a party speaker.",
        publishedDaysAgo: 47,
      },
    ],
  },
  {
    buyer: buyer('Eric', 'Owusu', '+233242218867', 'Ejisu, behind the market', 'Kumasi', 'Ashanti'),
    sale: delivered(33, 2, [{ product: SPEAKER }]),
    reviews: [
      {
        product: SPEAKER,
        rating: 5,
        title: 'Survived the rain',
        text: 'Got caught in the rain with it at a funeral in Ejisu and it still works perfectly. It charges with USB-C like my phone.',
        publishedDaysAgo: 24,
      },
    ],
  },
  {
    buyer: buyer('Baaba', 'Essel', '+233573360492', 'Kotokuraba, near the market', 'Cape Coast', 'Central'),
    sale: delivered(18, 2, [{ product: SPEAKER }]),
    reviews: [
      {
        product: SPEAKER,
        rating: 3,
        title: 'Battery shorter than I expected',
        text: 'The sound is great, but at high volume the battery gives me about five hours, not the seven on the box. Fine for the price.',
        publishedDaysAgo: 8,
      },
    ],
  },
];
