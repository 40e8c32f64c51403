import { CATALOGUE_LIST_TEXTS, type CatalogueListKind } from '@shop/shared';
import { useState } from 'react';
import { useCatalogueLists } from '../../../api/catalogue-lists/get-catalogue-lists';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { CatalogueListEntryRow } from './catalogue-list-entry-row';

const KINDS: CatalogueListKind[] = ['brand', 'category', 'subcategory'];
const LIST_OF = { brand: 'brands', category: 'categories', subcategory: 'subcategories' } as const;

/**
 * Brands & categories: the lists products are sorted by, which the storefront's filters and
 * the product form offer (decision 0053). Each entry is renamed or deleted in its row.
 */
export default function CatalogueListsPage() {
  const lists = useCatalogueLists();
  // A new key per added entry gives the next empty "add" row a fresh state.
  const [added, setAdded] = useState(0);
  if (lists.isPending) return <Loading />;
  if (lists.isError) return <LoadError message={failureMessage(lists.error)} />;
  const categoryNames = lists.data.categories.map((category) => category.name);
  return (
    <div className="space-y-4">
      <PageHeader title={CATALOGUE_LIST_TEXTS.pageTitle} />
      <p className="max-w-3xl text-sm text-slate-600">{CATALOGUE_LIST_TEXTS.intro}</p>
      {KINDS.map((kind) => {
        const entries = lists.data[LIST_OF[kind]];
        return (
          <Card key={kind} title={CATALOGUE_LIST_TEXTS.heading(kind)}>
            {entries.length === 0 ? <Empty message={CATALOGUE_LIST_TEXTS.empty(kind)} /> : null}
            <ul className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <CatalogueListEntryRow
                  // A rename or a new count from the server starts the row again from it.
                  key={`${entry.id}-${entry.name}-${entry.products}-${'categories' in entry ? entry.categories.join() : ''}`}
                  kind={kind}
                  entry={entry}
                  categories={categoryNames}
                />
              ))}
            </ul>
            <ul className="mt-2 border-t border-slate-200 pt-2">
              <CatalogueListEntryRow
                key={`new-${kind}-${added}`}
                kind={kind}
                categories={categoryNames}
                onCreated={() => setAdded((count) => count + 1)}
              />
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
