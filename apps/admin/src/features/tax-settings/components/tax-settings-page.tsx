import { TAX_SETTINGS_TEXTS } from '@shop/shared';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useProfile } from '../../../api/profile/get-profile';
import { useTaxSettings } from '../../../api/tax-settings/get-tax-settings';
import { useUpdateTaxSettings } from '../../../api/tax-settings/update-tax-settings';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { TaxSettingsForm } from './tax-settings-form';

const texts = TAX_SETTINGS_TEXTS;

/**
 * The owner's Tax settings (decision 0061): what every invoice and order says about VAT and
 * the levies. Every staff member reads them; only the owner changes them.
 */
export default function TaxSettingsPage() {
  const settings = useTaxSettings();
  const update = useUpdateTaxSettings();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  let body: ReactNode;
  if (settings.isPending || profile.isPending) body = <Loading />;
  else if (settings.isError) body = <LoadError message={failureMessage(settings.error)} />;
  else
    body = (
      <TaxSettingsForm
        initial={settings.data.taxSettings}
        canChange={profile.data?.user.isOwner ?? false}
        busy={update.isPending}
        refusal={update.error ? failureMessage(update.error) : null}
        onSave={(next) =>
          update.mutate(next, { onSuccess: (answer) => toast.success(answer.message ?? texts.saved) })
        }
      />
    );
  return (
    <div className="space-y-4">
      <PageHeader title={texts.title} />
      {body}
    </div>
  );
}
