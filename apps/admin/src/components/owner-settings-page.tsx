import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { failureMessage } from '../lib/failure-message';
import { PageHeader } from './ui/page-header';
import { LoadError, Loading } from './ui/query-state';

/** What an owner's settings form is given: the saved settings, and whether this staff member may change them. */
export interface OwnerSettingsFormProps<Settings, Body> {
  initial: Settings;
  canChange: boolean;
  busy: boolean;
  refusal: string | null;
  onSave: (next: Body) => void;
}

interface OwnerSettingsPageProps<Answer, Settings, Body> {
  title: string;
  /** The toast when the answer brings no message of its own. */
  saved: string;
  settings: UseQueryResult<Answer>;
  /** The signed-in staff member's profile (useProfile): only the owner's form can change. */
  profile: UseQueryResult<{ user: { isOwner: boolean } }>;
  update: UseMutationResult<{ message?: string | undefined }, Error, Body>;
  /** The settings within the answer (`answer.taxSettings`, `answer.settings`...). */
  pick: (answer: Answer) => Settings;
  Form: (props: OwnerSettingsFormProps<Settings, Body>) => ReactNode;
}

/**
 * A page of settings every staff member reads and only the owner changes (the tax settings,
 * the return rules, the seller's details): loading, a failure to load, then the form.
 */
export function OwnerSettingsPage<Answer, Settings, Body>({
  title,
  saved,
  settings,
  profile,
  update,
  pick,
  Form,
}: OwnerSettingsPageProps<Answer, Settings, Body>) {
  let body: ReactNode;
  if (settings.isPending || profile.isPending) body = <Loading />;
  else if (settings.isError) body = <LoadError message={failureMessage(settings.error)} />;
  else
    body = (
      <Form
        initial={pick(settings.data)}
        canChange={profile.data?.user.isOwner ?? false}
        busy={update.isPending}
        refusal={update.error ? failureMessage(update.error) : null}
        onSave={(next) =>
          update.mutate(next, { onSuccess: (answer) => toast.success(answer.message ?? saved) })
        }
      />
    );
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      {body}
    </div>
  );
}
