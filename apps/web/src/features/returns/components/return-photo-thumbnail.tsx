import { useReturnPhotoAddress } from '../../../api/returns/get-return-photo';

/** A request's photo, small: fetched with the shopper's token (the photo is private to them). */
export function ReturnPhotoThumbnail({ url, label }: { url: string; label: string }) {
  const address = useReturnPhotoAddress(url);
  return (
    <span className="block size-20 overflow-hidden rounded-md border border-slate-200 bg-slate-100">
      {address && <img src={address} alt={label} className="size-full object-cover" />}
    </span>
  );
}
