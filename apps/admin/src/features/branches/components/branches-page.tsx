import { BRANCH_ADMIN_TEXTS, type Branch } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useArchiveBranch } from '../../../api/branches/archive-branch';
import { useBranches } from '../../../api/branches/get-branches';
import { useMakeDeliveryBranch } from '../../../api/branches/make-delivery-branch';
import { useSaveBranch } from '../../../api/branches/save-branch';
import { useProfile } from '../../../api/profile/get-profile';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { BranchForm } from './branch-form';
import { emptyBranchValues, valuesOfBranch } from './branch-form-values';
import { BranchList } from './branch-list';

const texts = BRANCH_ADMIN_TEXTS;

/** What the form is open for: a new branch, or the one being edited. */
type Editing = { branch?: Branch } | null;

/**
 * The Branches page (decision 0067): the shops the business sells from, their hours, and which
 * one fills delivery orders. Every staff member reads it; only the owner changes it (the server
 * refuses the others).
 */
export default function BranchesPage() {
  const branches = useBranches();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  const save = useSaveBranch();
  const makeDelivery = useMakeDeliveryBranch();
  const archive = useArchiveBranch();
  const [editing, setEditing] = useState<Editing>(null);
  const [closing, setClosing] = useState<Branch | null>(null);
  const canChange = profile.data?.user.isOwner ?? false;

  if (branches.isPending || profile.isPending) return <Loading />;
  if (branches.isError)
    return (
      <LoadError message={branches.error instanceof ApiError ? branches.error.message : texts.loadFailed} />
    );
  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  // A refused delivery change or close (409: the delivery branch, the last branch) is said above the list.
  const listRefusal = makeDelivery.error ?? archive.error;

  return (
    <div className="space-y-4">
      <PageHeader
        title={texts.title}
        actions={
          canChange ? (
            <Button onClick={() => open({})}>
              <Plus aria-hidden className="size-4" />
              {texts.add}
            </Button>
          ) : null
        }
      />
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {canChange ? null : (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">
          {texts.ownerOnly}
        </p>
      )}
      {canChange && editing ? (
        <BranchForm
          // A fresh form for each branch opened.
          key={editing.branch?.id ?? 'new'}
          title={editing.branch ? texts.edit(editing.branch.name) : texts.add}
          initial={editing.branch ? valuesOfBranch(editing.branch) : emptyBranchValues}
          busy={save.isPending}
          refusal={save.error ? failureMessage(save.error) : null}
          onCancel={() => open(null)}
          onSave={(body) =>
            save.mutate(
              { id: editing.branch?.id, body },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message || texts.saved);
                  setEditing(null);
                },
              },
            )
          }
        />
      ) : null}
      {listRefusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {failureMessage(listRefusal)}
        </p>
      ) : null}
      {branches.data.branches.length === 0 ? (
        <Empty message={texts.none} />
      ) : (
        <BranchList
          branches={branches.data.branches}
          canChange={canChange}
          busy={makeDelivery.isPending || archive.isPending}
          onEdit={(branch) => open({ branch })}
          onMakeDelivery={(branch) => {
            archive.reset();
            makeDelivery.mutate(branch.id, {
              onSuccess: () => toast.success(texts.madeDelivery(branch.name)),
            });
          }}
          onArchive={(branch) => {
            makeDelivery.reset();
            archive.reset();
            setClosing(branch);
          }}
        />
      )}
      <ConfirmDialog
        open={closing !== null}
        question={closing ? texts.archiveConfirm(closing.name) : ''}
        confirmLabel={texts.archive}
        busy={archive.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => {
          if (!closing) return;
          const branch = closing;
          archive.mutate(branch.id, {
            onSuccess: (answer) => toast.success(answer.message || texts.archived(branch.name)),
            onSettled: () => setClosing(null),
          });
        }}
      />
    </div>
  );
}
