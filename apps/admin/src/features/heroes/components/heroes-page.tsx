import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { useState } from 'react';
import { useHeroes } from '../../../api/heroes/get-heroes';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { HeroForm } from './hero-form';

export default function HeroesPage() {
  const heroes = useHeroes();
  // A new key after each creation empties the "new hero" form.
  const [newFormKey, setNewFormKey] = useState(0);
  if (heroes.isPending) return <Loading />;
  if (heroes.isError) return <LoadError message={failureMessage(heroes.error)} />;
  const list = [...heroes.data.heroes].sort((a, b) => a.position - b.position);
  const nextPosition = list.reduce((max, hero) => Math.max(max, hero.position + 1), 0);

  return (
    <div className="space-y-4">
      <PageHeader title={ADMIN_TEXTS.heroes.title} />
      {list.length === 0 ? <Empty message={ADMIN_MESSAGES.noHeroes} /> : null}
      {list.map((hero) => (
        <HeroForm
          key={`${hero.id}-${hero.position}-${hero.title}-${hero.image.join()}`}
          hero={hero}
          nextPosition={nextPosition}
        />
      ))}
      <Card title={ADMIN_TEXTS.heroes.addTitle}>
        <HeroForm
          key={newFormKey}
          nextPosition={nextPosition}
          onCreated={() => setNewFormKey((key) => key + 1)}
        />
      </Card>
    </div>
  );
}
