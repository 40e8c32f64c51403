import { PRODUCT_LABELS } from '@shop/shared';
import { useState } from 'react';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';

/** The gallery's column, main picture box, thumbnail row and thumbnail box, shared with its placeholder. */
export const GALLERY_CLASS = 'flex flex-col gap-3';
export const GALLERY_MAIN_CLASS = 'aspect-square w-full rounded-lg border border-slate-200';
export const GALLERY_THUMBS_CLASS = 'flex gap-2 overflow-x-auto';
export const GALLERY_THUMB_CLASS = 'h-16 w-16 shrink-0 rounded-md border-2 sm:h-20 sm:w-20';

/** The main image and a row of thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <section aria-label={PRODUCT_LABELS.gallery} className={GALLERY_CLASS}>
      {current && (
        <img
          {...sizedImage(current, IMAGE_SIZES.productMain)}
          alt={name}
          width={800}
          height={800}
          loading="eager"
          fetchPriority="high"
          className={`${GALLERY_MAIN_CLASS} bg-slate-50 object-contain`}
        />
      )}
      {images.length > 1 && (
        <ul className={GALLERY_THUMBS_CLASS}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={PRODUCT_LABELS.showImage(index + 1)}
                aria-pressed={index === selected}
                className={`${GALLERY_THUMB_CLASS} block overflow-hidden ${
                  index === selected ? 'border-slate-900' : 'border-slate-200'
                }`}
              >
                <img
                  {...sizedImage(image, IMAGE_SIZES.thumbnail)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
