import { OFFLINE_MESSAGES } from '@shop/shared';
import { useAppUpdate } from '../../lib/app-update';
import { useOnline } from '../../lib/connection';

/**
 * Under the header: the calm offline bar while the browser has no connection (the page came
 * from the service worker's copy, so its prices may be old), and the question to reload when a
 * new deploy is waiting. Neither is in the server's HTML, which is always rendered online.
 */
export function ConnectionBars() {
  const online = useOnline();
  const reload = useAppUpdate();
  return (
    <>
      {!online && (
        <p
          role="status"
          data-testid="offline-bar"
          className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
        >
          {OFFLINE_MESSAGES.offlineBar}
        </p>
      )}
      {reload && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-3 bg-sky-100 px-4 py-2 text-sm text-sky-950"
        >
          <span>{OFFLINE_MESSAGES.updateReady}</span>
          <button
            type="button"
            onClick={reload}
            className="min-h-11 rounded-md bg-sky-900 px-4 font-semibold text-white hover:bg-sky-800"
          >
            {OFFLINE_MESSAGES.reload}
          </button>
        </div>
      )}
    </>
  );
}
