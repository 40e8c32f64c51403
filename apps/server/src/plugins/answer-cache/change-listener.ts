import { CATALOGUE_CHANNEL, type ChangeSubscription } from '../../db/change-notifications';
import type { App } from '../zod-type-provider';
import { CATALOGUE_TOPICS, type CatalogueTopic } from './stored-answer';

const isTopic = (name: string): name is CatalogueTopic =>
  (CATALOGUE_TOPICS as readonly string[]).includes(name);

/**
 * Hears every committed write to the catalogue tables, from this instance, another one or a
 * script (the tables' triggers notify), and clears what it touched. While the channel is
 * down the cache is bypassed, and it starts empty when the channel is back.
 */
export async function listenForCatalogueChanges(app: App): Promise<ChangeSubscription> {
  // PGlite: this process makes every write, and the writers clear what they change.
  if (!app.database.listen) return { close: async () => {} };
  return app.database.listen(CATALOGUE_CHANNEL, {
    changed(table) {
      if (isTopic(table)) app.answerCache.clear([table]);
      else app.answerCache.clearAll();
    },
    lost(error) {
      app.answerCache.setTrusted(false);
      app.log.error(
        { err: error },
        'answer cache: lost the change channel; answering from the database until it is back',
      );
    },
    restored() {
      app.answerCache.setTrusted(true);
      app.log.info('answer cache: change channel back; the cache starts empty');
    },
  });
}
