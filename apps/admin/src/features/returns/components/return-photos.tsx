import { ADMIN_MESSAGES, ADMIN_TEXTS, RETURN_ADMIN_TEXTS } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useReturnPhoto } from '../../../api/returns/get-return-photo';

/** An object URL for fetched bytes, let go when the bytes change or the photo leaves the page. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

function ReturnPhoto({ url, position, count }: { url: string; position: number; count: number }) {
  const photo = useReturnPhoto(url);
  const src = useObjectUrl(photo.data);
  const name = ADMIN_TEXTS.images.preview(RETURN_ADMIN_TEXTS.photos, position, count);
  const boxClass =
    'flex size-32 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-center text-xs text-slate-500';
  if (photo.isError) return <span className={boxClass}>{ADMIN_MESSAGES.loadFailed}</span>;
  if (!src) return <span className={boxClass} role="status" aria-label={ADMIN_MESSAGES.loading} />;
  return (
    // The full photo in a new tab: staff zoom in on a cracked screen or a serial label.
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={name} className="size-32 rounded-md border border-slate-200 object-cover" />
    </a>
  );
}

/**
 * The shopper's photos. They are private (the uploader's and staff's), so each is fetched with
 * the staff token and shown from memory, not linked by its address.
 */
export function ReturnPhotos({ photos }: { photos: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((url, index) => (
        <li key={url}>
          <ReturnPhoto url={url} position={index + 1} count={photos.length} />
        </li>
      ))}
    </ul>
  );
}
