import type { App } from '../../plugins/zod-type-provider';
import { heroRoutes } from './routes';

// Owns heroes: the home page's carousels. Staff edit them through these functions.
export { toAdminHero, toHero } from './hero-mapper';
export { createHero, deleteHero, type HeroRow, listHeroes, updateHero } from './hero-repository';

export async function heroesModule(app: App) {
  await heroRoutes(app);
}
