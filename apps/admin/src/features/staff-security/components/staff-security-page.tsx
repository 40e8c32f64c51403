import { TWO_STEP_TEXTS } from '@shop/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useProfile } from '../../../api/profile/get-profile';
import { useSaveStaffSecurity, useStaffSecurity } from '../../../api/staff-security/staff-security';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';

const texts = TWO_STEP_TEXTS;

function RequirementForm({ initial, canChange }: { initial: boolean; canChange: boolean }) {
  const save = useSaveStaffSecurity();
  const [required, setRequired] = useState(initial);
  return (
    <Card>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { twoStepRequired: required },
            { onSuccess: (answer) => toast.success(answer.message) },
          );
        }}
      >
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={required}
            disabled={!canChange}
            onChange={(event) => setRequired(event.target.checked)}
          />
          {texts.requireLabel}
        </label>
        {save.error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {failureMessage(save.error)}
          </p>
        ) : null}
        {canChange ? (
          <Button type="submit" disabled={save.isPending}>
            {texts.saveRequirement}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{texts.settingsReadOnly}</p>
        )}
      </form>
    </Card>
  );
}

/** Staff security (decision 0073): the owner requires two-step sign-in of every staff account; others read it. */
export default function StaffSecurityPage() {
  const settings = useStaffSecurity();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  let body: React.ReactNode;
  if (settings.isPending || profile.isPending) body = <Loading />;
  else if (settings.isError) body = <LoadError message={failureMessage(settings.error)} />;
  else
    body = (
      <RequirementForm
        initial={settings.data.twoStepRequired}
        canChange={profile.data?.user.isOwner ?? false}
      />
    );
  return (
    <div className="space-y-4">
      <PageHeader title={texts.settingsTitle} />
      <p className="text-sm text-slate-600">{texts.settingsIntro}</p>
      {body}
    </div>
  );
}
