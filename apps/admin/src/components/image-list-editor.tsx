import { ADMIN_MESSAGES, ADMIN_TEXTS, UPLOAD_MIME_TYPES } from '@shop/shared';
import { ArrowDown, ArrowUp, GripVertical, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { moveItem } from '../lib/move-item';
import { uploadProblem } from '../lib/upload-problem';
import { Button } from './ui/button';

interface ImageListEditorProps {
  label: string;
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
  /**
   * Sends one file and answers its URL. Given by the feature (api/uploads/upload-image.ts):
   * a component sits below the data layer and makes no request of its own.
   */
  upload: (file: File) => Promise<{ url: string }>;
}

/** Uploads from the computer, previews, reorders (drag or arrow buttons) and removes images. */
export function ImageListEditor({ label, images, onChange, error, upload }: ImageListEditorProps) {
  const inputId = useId();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let next = images;
    setUploading(true);
    try {
      for (const file of files) {
        const problem = uploadProblem(file);
        if (problem) {
          toast.error(ADMIN_TEXTS.images.fileProblem(file.name, problem));
          continue;
        }
        const { url } = await upload(file);
        next = [...next, url];
        onChange(next);
      }
    } catch {
      // The failure policy has already shown the server's message (api/failure-policy.ts).
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <ol
        className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6"
        aria-label={ADMIN_TEXTS.images.inOrder(label)}
      >
        {images.map((url, index) => (
          <li
            key={url}
            draggable
            data-testid="image-item"
            onDragStart={() => setDragIndex(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragIndex !== null) onChange(moveItem(images, dragIndex, index));
              setDragIndex(null);
            }}
            className={`rounded-md border bg-white p-1 ${dragIndex === index ? 'border-blue-500' : 'border-slate-200'}`}
          >
            <div className="relative">
              <img
                src={url}
                alt={ADMIN_TEXTS.images.preview(label, index + 1, images.length)}
                className="aspect-square w-full rounded object-cover"
              />
              <GripVertical
                aria-hidden
                className="absolute left-1 top-1 size-4 cursor-grab rounded bg-white/80"
              />
            </div>
            <div className="mt-1 flex justify-between">
              <Button
                variant="ghost"
                size="sm"
                aria-label={ADMIN_TEXTS.images.moveUp(index + 1)}
                disabled={index === 0}
                onClick={() => onChange(moveItem(images, index, index - 1))}
              >
                <ArrowUp aria-hidden className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={ADMIN_TEXTS.images.moveDown(index + 1)}
                disabled={index === images.length - 1}
                onClick={() => onChange(moveItem(images, index, index + 1))}
              >
                <ArrowDown aria-hidden className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={ADMIN_TEXTS.images.remove(index + 1)}
                onClick={() => onChange(images.filter((_, position) => position !== index))}
              >
                <Trash2 aria-hidden className="size-4 text-red-600" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm focus-within:outline-2 focus-within:outline-blue-600"
      >
        <Upload aria-hidden className="size-4" />
        {uploading ? ADMIN_MESSAGES.imageUploading : ADMIN_TEXTS.images.upload}
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          multiple
          className="sr-only"
          onChange={addFiles}
          disabled={uploading}
        />
      </label>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
