import { ORDER_MESSAGES, RETURN_PHOTOS_MAX, RETURN_TEXTS } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useUploadReturnPhoto } from '../../../api/returns/upload-return-photo';
import { isSessionExpired } from '../../../api/session-expiry';
import type { ReturnFormState } from '../return-form';
import { ReturnPhotoThumbnail } from './return-photo-thumbnail';

type Photos = ReturnFormState['photos'];

/** The formats the server's image pipeline reads (RETURN_MESSAGES.photoUnreadable). */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/** The server's own words for a refused photo; a plain failure when no answer came. */
function uploadFailure(error: unknown): string | null {
  if (isSessionExpired(error)) return null;
  return error instanceof ApiError ? error.message : ORDER_MESSAGES.genericError;
}

interface ReturnPhotosFieldProps {
  photos: Photos;
  onChange: (photos: Photos) => void;
  /** Told while a photo is on its way, so the request waits for it. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Up to 3 photos, each uploaded as soon as it is chosen (the request names their ids when
 * sent), shown small with a button to take it off again.
 */
export function ReturnPhotosField({ photos, onChange, onBusyChange }: ReturnPhotosFieldProps) {
  const id = useId();
  const upload = useUploadReturnPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  const room = RETURN_PHOTOS_MAX - photos.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, room);
    // The same file may be chosen again after its removal.
    event.target.value = '';
    if (files.length === 0) return;
    setFailure(null);
    onBusyChange(true);
    let kept = photos;
    try {
      for (const file of files) {
        const photo = await upload.mutateAsync(file);
        kept = [...kept, { ...photo, name: file.name }];
        onChange(kept);
      }
    } catch (error) {
      setFailure(uploadFailure(error));
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {RETURN_TEXTS.photosLabel}
      </label>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" data-testid="return-photos">
          {photos.map((photo) => (
            <li key={photo.id} className="relative">
              <ReturnPhotoThumbnail url={photo.url} label={photo.name} />
              <button
                type="button"
                aria-label={`${RETURN_TEXTS.removePhoto}: ${photo.name}`}
                onClick={() => onChange(photos.filter((kept) => kept.id !== photo.id))}
                className="absolute -top-2 -right-2 inline-flex size-11 items-center justify-center rounded-full"
              >
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-900 text-white">
                  <X aria-hidden="true" size={16} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES}
        multiple
        disabled={room <= 0 || upload.isPending}
        onChange={onFiles}
        aria-describedby={failure ? `${id}-failure` : undefined}
        className="min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold disabled:opacity-60"
      />
      {upload.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {RETURN_TEXTS.photoUploading}
        </p>
      )}
      {failure && (
        <p id={`${id}-failure`} role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
