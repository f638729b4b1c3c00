import { type KeyboardEvent, useRef, useState } from 'react';
import type { GalleryPhoto } from '../../content/gallery.ts';
import { Dialog } from './Dialog.tsx';

interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  labels: {
    /** The dialog's name: «Фотографии: Цех сварки». */
    dialog: string;
    close: string;
    previous: string;
    next: string;
    /** «Фото {number} из {count}». */
    position: string;
  };
}

/**
 * A gallery's thumbnails; each opens its photo full size in a dialog, where the arrow keys and the
 * «Previous» and «Next» buttons page through the photos (round from the last to the first), and
 * Escape closes it, sending focus back to the thumbnail of the photo shown last. A photo's full
 * size loads only when it is shown.
 */
export default function PhotoGallery({ photos, labels }: PhotoGalleryProps) {
  const [shown, setShown] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = photos.length;
  const photo = shown === null ? undefined : photos[shown];
  const page = (step: number) =>
    setShown((index) => (index === null ? null : (index + step + count) % count));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') page(1);
    else if (event.key === 'ArrowLeft') page(-1);
    else return;
    event.preventDefault();
  };
  return (
    <>
      <ul className="photo-gallery">
        {photos.map((item, index) => (
          <li key={item.src}>
            <button
              type="button"
              className="photo-thumb"
              aria-haspopup="dialog"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => setShown(index)}
            >
              <img
                src={item.src}
                srcSet={item.srcset}
                sizes="(min-width: 1200px) 300px, (min-width: 640px) 33vw, 50vw"
                alt={item.alt}
                lang={item.lang}
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={photo !== undefined}
        onClose={() => setShown(null)}
        title={labels.dialog}
        closeLabel={labels.close}
        className="photo-dialog"
        returnFocusTo={() => (shown === null ? undefined : thumbnails.current[shown])}
        onKeyDown={onKeyDown}
      >
        {photo && shown !== null && (
          <figure>
            <img
              key={photo.src}
              src={photo.src}
              srcSet={photo.srcset}
              sizes="min(1200px, 100vw)"
              alt={photo.alt}
              lang={photo.lang}
              width={photo.width}
              height={photo.height}
            />
            <figcaption>
              {count > 1 && (
                <button type="button" className="photo-step" onClick={() => page(-1)}>
                  <span aria-hidden="true">←</span>
                  <span className="visually-hidden">{labels.previous}</span>
                </button>
              )}
              <span className="photo-position" aria-live="polite">
                {fill(labels.position, { number: shown + 1, count })}
              </span>
              {count > 1 && (
                <button type="button" className="photo-step" onClick={() => page(1)}>
                  <span aria-hidden="true">→</span>
                  <span className="visually-hidden">{labels.next}</span>
                </button>
              )}
            </figcaption>
          </figure>
        )}
      </Dialog>
    </>
  );
}

/** A message with its `{name}` placeholders filled in. */
function fill(message: string, values: Record<string, number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
