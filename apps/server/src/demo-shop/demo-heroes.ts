export interface DemoHero {
  title: string;
  /** A route of the storefront itself; filter values come from the shared filter lists. */
  link: string;
  cta: string;
  /** One of HERO_THEMES of the demo image renderer; picks the devices drawn on the banner. */
  theme: string;
  /** One of HERO_SUBJECTS of the demo image renderer: which devices the banner draws. */
  subject?: string;
  colour: string;
  imageCount: 1 | 2;
}

/**
 * Order matters: the home page shows the first 12 in its main carousel and heroes 3 to 5 in
 * the second one. "From GHS" figures are the lowest price the link shows; /singleProducts ids
 * follow the order of demoProducts. The demo-data test checks both.
 */
export const demoHeroes: DemoHero[] = [
  {
    title: 'New Samsung Galaxy A-series: from GHS 1,450',
    link: '/new_products?brand=Samsung&category=Phone',
    cta: 'Shop Now',
    theme: 'phones',
    subject: 'galaxy',
    colour: '#1f2a44',
    imageCount: 2,
  },
  {
    title: 'Laptops for school and work: HP, Dell, Lenovo and more',
    link: '/new_products?subcategory=Laptop',
    cta: 'Learn More',
    theme: 'laptops',
    subject: 'laptops',
    colour: '#1e3a8a',
    imageCount: 2,
  },
  {
    title: 'Sound that fills the room: JBL, Sony and Bose',
    link: '/new_products?subcategory=Speaker',
    cta: 'Learn More',
    theme: 'audio',
    subject: 'speakers',
    colour: '#7c2d12',
    imageCount: 2,
  },
  {
    title: 'Game on: PlayStation 5, Xbox and Nintendo Switch',
    link: '/new_products?category=Gaming',
    cta: 'Learn More',
    theme: 'gaming',
    subject: 'consoles',
    colour: '#4c1d95',
    imageCount: 2,
  },
  {
    title: 'Everything under GHS 400',
    link: '/low_price',
    cta: 'Shop Now',
    theme: 'deals',
    subject: 'deals',
    colour: '#b45309',
    imageCount: 1,
  },
  {
    title: 'Never run flat: power banks from GHS 279',
    link: '/new_products?subcategory=Power%20Bank',
    cta: 'Learn More',
    theme: 'power',
    subject: 'power-banks',
    colour: '#065f46',
    imageCount: 2,
  },
  {
    title: 'Apple iPhone 15 Pro Max: titanium design, A17 Pro chip',
    link: '/singleProducts/19',
    cta: 'Learn More',
    theme: 'phones',
    subject: 'iphone-pro',
    colour: '#57534e',
    imageCount: 2,
  },
  {
    title: 'Smartwatches and fitness bands for every wrist',
    link: '/new_products?category=Wearables',
    cta: 'Learn More',
    theme: 'wearables',
    subject: 'watches',
    colour: '#be185d',
    imageCount: 2,
  },
  {
    title: 'Fast Wi-Fi for home and office: TP-Link and Huawei routers',
    link: '/new_products?subcategory=Router',
    cta: 'Learn More',
    theme: 'networking',
    subject: 'routers',
    colour: '#0e7490',
    imageCount: 1,
  },
  {
    title: 'Big-screen 4K TVs from Samsung, LG, Hisense and Sony',
    link: '/new_products?subcategory=Television',
    cta: 'Learn More',
    theme: 'television',
    subject: 'tvs',
    colour: '#1e293b',
    imageCount: 2,
  },
  {
    title: 'Wireless earbuds from GHS 249',
    link: '/new_products?sound=Wireless%20Earbuds',
    cta: 'Shop Now',
    theme: 'audio',
    subject: 'earbuds',
    colour: '#0f766e',
    imageCount: 2,
  },
  {
    title: 'Apple MacBook Air M2: thin, light, all-day battery',
    link: '/singleProducts/40',
    cta: 'Learn More',
    theme: 'laptops',
    subject: 'macbook',
    colour: '#334155',
    imageCount: 2,
  },
  {
    title: 'Cases, cables and earbuds to go with your phone',
    link: '/new_products?category=Accessories',
    cta: 'Learn More',
    theme: 'accessories',
    subject: 'accessories',
    colour: '#9a3412',
    imageCount: 1,
  },
  {
    title: 'Beat dumsor: UPS and power stations for home and office',
    link: '/new_products?subcategory=UPS',
    cta: 'Learn More',
    theme: 'power',
    subject: 'ups',
    colour: '#166534',
    imageCount: 2,
  },
  {
    title: 'Soundbars and home theatres for movie nights',
    link: '/new_products?sound=Soundbar&sound=Home%20Theatre',
    cta: 'Learn More',
    theme: 'television',
    subject: 'soundbars',
    colour: '#312e81',
    imageCount: 2,
  },
  {
    title: 'Sony PlayStation 5 Slim: 4K gaming with a disc drive',
    link: '/singleProducts/117',
    cta: 'Shop Now',
    theme: 'gaming',
    subject: 'ps5',
    colour: '#1d4ed8',
    imageCount: 2,
  },
  {
    title: 'Phones, laptops and sound systems, all in one place',
    link: '/products',
    cta: 'Learn More',
    theme: 'deals',
    subject: 'everything',
    colour: '#0f172a',
    imageCount: 1,
  },
  {
    title: 'Apple iPhone and iPad: the latest models in stock',
    link: '/new_products?brand=Apple&category=Phone',
    cta: 'Learn More',
    theme: 'phones',
    subject: 'iphone-ipad',
    colour: '#111827',
    imageCount: 2,
  },
];
