import { PROMOTION_ADMIN_TEXTS, type Promotion } from '@shop/shared';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useCatalogueLists } from '../../../api/catalogue-lists/get-catalogue-lists';
import { useProfile } from '../../../api/profile/get-profile';
import { useDownloadPromotions } from '../../../api/promotions/download-promotions';
import { usePromotions } from '../../../api/promotions/get-promotions';
import { useSavePromotion } from '../../../api/promotions/save-promotion';
import { useSwitchPromotion } from '../../../api/promotions/switch-promotion';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { ListSaleCard } from './list-sale-card';
import { PromotionForm } from './promotion-form';
import { emptyPromotionValues, valuesOfPromotion } from './promotion-form-values';
import { PromotionList } from './promotion-list';
import { PromotionUses } from './promotion-uses';

const texts = PROMOTION_ADMIN_TEXTS;

/** What the form is open for: a new promotion, or the one being edited. */
type Editing = { promotion?: Promotion } | null;

/**
 * The owner's Promotions page (decision 0062): discount codes and automatic promotions with
 * what each has given and brought, their uses, the CSV, and sales by category or brand. Every
 * staff member reads it; only the owner changes it (the server refuses the others).
 */
export default function PromotionsPage() {
  const promotions = usePromotions();
  const lists = useCatalogueLists();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  const save = useSavePromotion();
  const switching = useSwitchPromotion();
  const download = useDownloadPromotions();
  const [editing, setEditing] = useState<Editing>(null);
  const [usesOf, setUsesOf] = useState<Promotion | null>(null);
  const canChange = profile.data?.user.isOwner ?? false;

  if (promotions.isPending || lists.isPending || profile.isPending) return <Loading />;
  if (promotions.isError) return <LoadError message={failureMessage(promotions.error)} />;
  if (lists.isError) return <LoadError message={failureMessage(lists.error)} />;
  const names = {
    categories: lists.data.categories.map((category) => category.name),
    brands: lists.data.brands.map((brand) => brand.name),
  };
  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={texts.title}
        actions={
          <>
            <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
              <Download aria-hidden className="size-4" />
              {texts.exportCsv}
            </Button>
            {canChange ? (
              <Button onClick={() => open({})}>
                <Plus aria-hidden className="size-4" />
                {texts.newPromotion}
              </Button>
            ) : null}
          </>
        }
      />
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {canChange ? null : (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">
          {texts.readOnly}
        </p>
      )}
      {canChange && editing ? (
        <PromotionForm
          // A fresh form for each promotion opened.
          key={editing.promotion?.id ?? 'new'}
          title={editing.promotion ? texts.page.editTitle : texts.newPromotion}
          initial={editing.promotion ? valuesOfPromotion(editing.promotion) : emptyPromotionValues}
          lists={names}
          busy={save.isPending}
          refusal={save.error ? failureMessage(save.error) : null}
          onCancel={() => open(null)}
          onSave={(body) =>
            save.mutate(
              { id: editing.promotion?.id, body },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message ?? texts.saved);
                  setEditing(null);
                },
              },
            )
          }
        />
      ) : null}
      {promotions.data.promotions.length === 0 ? (
        <Empty message={texts.noPromotions} />
      ) : (
        <PromotionList
          promotions={promotions.data.promotions}
          canChange={canChange}
          switching={switching.isPending}
          onEdit={(promotion) => open({ promotion })}
          onShowUses={setUsesOf}
          onSwitch={(promotion, enabled) =>
            switching.mutate(
              { id: promotion.id, enabled },
              {
                onSuccess: (answer) =>
                  toast.success(answer.message ?? (enabled ? texts.switchedOn : texts.switchedOff)),
              },
            )
          }
        />
      )}
      {usesOf ? <PromotionUses key={usesOf.id} promotion={usesOf} onClose={() => setUsesOf(null)} /> : null}
      <ListSaleCard lists={{ category: names.categories, brand: names.brands }} />
    </div>
  );
}
