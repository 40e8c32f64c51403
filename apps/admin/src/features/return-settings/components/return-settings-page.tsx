import { RETURN_ADMIN_TEXTS, RETURN_MESSAGES } from '@shop/shared';
import { useProfile } from '../../../api/profile/get-profile';
import { useReturnSettings } from '../../../api/returns/get-return-settings';
import { useUpdateReturnSettings } from '../../../api/returns/update-return-settings';
import { OwnerSettingsPage } from '../../../components/owner-settings-page';
import { ReturnSettingsForm } from './return-settings-form';

/**
 * The owner's Return rules (decision 0063): the return window and whether "I changed my mind"
 * is a reason shoppers may give. Every staff member reads them; only the owner changes them.
 */
export default function ReturnSettingsPage() {
  return (
    <OwnerSettingsPage
      title={RETURN_ADMIN_TEXTS.settingsTitle}
      saved={RETURN_MESSAGES.settingsSaved}
      settings={useReturnSettings()}
      // The staff gate has read the profile already; this reads the same cached answer.
      profile={useProfile()}
      update={useUpdateReturnSettings()}
      pick={(answer) => answer.settings}
      Form={ReturnSettingsForm}
    />
  );
}
