import { TAX_SETTINGS_TEXTS } from '@shop/shared';
import { useProfile } from '../../../api/profile/get-profile';
import { useTaxSettings } from '../../../api/tax-settings/get-tax-settings';
import { useUpdateTaxSettings } from '../../../api/tax-settings/update-tax-settings';
import { OwnerSettingsPage } from '../../../components/owner-settings-page';
import { TaxSettingsForm } from './tax-settings-form';

/**
 * The owner's Tax settings (decision 0061): what every invoice and order says about VAT and
 * the levies. Every staff member reads them; only the owner changes them.
 */
export default function TaxSettingsPage() {
  return (
    <OwnerSettingsPage
      title={TAX_SETTINGS_TEXTS.title}
      saved={TAX_SETTINGS_TEXTS.saved}
      settings={useTaxSettings()}
      // The staff gate has read the profile already; this reads the same cached answer.
      profile={useProfile()}
      update={useUpdateTaxSettings()}
      pick={(answer) => answer.taxSettings}
      Form={TaxSettingsForm}
    />
  );
}
