import { PRODUCT_LABELS } from '@shop/shared';
import { useState } from 'react';

/** The main image and a row of thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <section aria-label={PRODUCT_LABELS.gallery} className="flex flex-col gap-3">
      {current && (
        <img
          src={current}
          alt={name}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
        />
      )}
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={PRODUCT_LABELS.showImage(index + 1)}
                aria-pressed={index === selected}
                className={`h-16 w-16 overflow-hidden rounded-md border-2 sm:h-20 sm:w-20 ${
                  index === selected ? 'border-slate-900' : 'border-slate-200'
                }`}
              >
                <img
                  src={image}
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
