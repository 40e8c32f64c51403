import { MY_DATA_MESSAGES, MY_DATA_TEXTS } from '@shop/shared';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useDownloadMyData } from '../../../api/profile/download-my-data';
import { isSessionExpired } from '../../../api/session-expiry';
import { refuseWhenOffline } from '../../../lib/connection';
import { useAuthToken } from '../../../lib/use-auth-token';
import { DeleteAccountDialog } from './delete-account-dialog';

const actionClass = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-medium';

/**
 * /profile's "Your data" (Data Protection Act 2012, decision 0071): a copy of everything the
 * shop holds about the shopper as a JSON file, and the erasure of their account.
 */
export function YourDataSection() {
  const token = useAuthToken();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  if (!token) return null;

  const onDownload = () => {
    if (refuseWhenOffline()) return;
    download.mutate(undefined, {
      onError: (error) => {
        if (isSessionExpired(error)) return;
        toast.error(MY_DATA_MESSAGES.downloadFailed, { toastId: MY_DATA_MESSAGES.downloadFailed });
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-md px-4 pb-10">
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-semibold">
        {MY_DATA_TEXTS.heading}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{MY_DATA_TEXTS.intro}</p>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={onDownload}
          disabled={download.isPending}
          aria-describedby={`${id}-download-hint`}
          className={`${actionClass} bg-slate-100 hover:bg-slate-200 disabled:opacity-60`}
        >
          <Download aria-hidden="true" size={20} />
          {download.isPending ? MY_DATA_TEXTS.downloading : MY_DATA_TEXTS.download}
        </button>
        <p id={`${id}-download-hint`} className="text-sm text-slate-600">
          {MY_DATA_TEXTS.downloadHint}
        </p>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className={`${actionClass} border border-red-300 text-red-800 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" size={20} />
          {MY_DATA_TEXTS.delete}
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
