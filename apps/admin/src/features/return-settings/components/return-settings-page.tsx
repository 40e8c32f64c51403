import { RETURN_ADMIN_TEXTS, RETURN_MESSAGES } from '@shop/shared';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useProfile } from '../../../api/profile/get-profile';
import { useReturnSettings } from '../../../api/returns/get-return-settings';
import { useUpdateReturnSettings } from '../../../api/returns/update-return-settings';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { ReturnSettingsForm } from './return-settings-form';

/**
 * The owner's Return rules (decision 0063): the return window and whether "I changed my mind"
 * is a reason shoppers may give. Every staff member reads them; only the owner changes them.
 */
export default function ReturnSettingsPage() {
  const settings = useReturnSettings();
  const update = useUpdateReturnSettings();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  let body: ReactNode;
  if (settings.isPending || profile.isPending) body = <Loading />;
  else if (settings.isError) body = <LoadError message={failureMessage(settings.error)} />;
  else
    body = (
      <ReturnSettingsForm
        initial={settings.data.settings}
        canChange={profile.data?.user.isOwner ?? false}
        busy={update.isPending}
        refusal={update.error ? failureMessage(update.error) : null}
        onSave={(next) =>
          update.mutate(next, {
            onSuccess: (answer) => toast.success(answer.message ?? RETURN_MESSAGES.settingsSaved),
          })
        }
      />
    );
  return (
    <div className="space-y-4">
      <PageHeader title={RETURN_ADMIN_TEXTS.settingsTitle} />
      {body}
    </div>
  );
}
