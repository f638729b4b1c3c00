import { useState } from 'react';
import { Dialog } from './Dialog.tsx';

interface Certificate {
  title: string;
  src: string;
  width: number;
  height: number;
}

interface CertificateGalleryProps {
  certificates: Certificate[];
  labels: { open: string; close: string };
}

/** Certificate thumbnails; each opens the full image in a popup. */
export default function CertificateGallery({ certificates, labels }: CertificateGalleryProps) {
  const [shown, setShown] = useState<Certificate | null>(null);
  return (
    <>
      <ul className="certificates">
        {certificates.map((certificate) => (
          <li key={certificate.src}>
            <button
              type="button"
              className="certificate-thumb"
              aria-haspopup="dialog"
              aria-label={labels.open.replace('{title}', certificate.title)}
              onClick={() => setShown(certificate)}
            >
              <img
                src={certificate.src}
                alt=""
                width={certificate.width}
                height={certificate.height}
                loading="lazy"
              />
            </button>
            <p className="certificate-title">{certificate.title}</p>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.title ?? ''}
        closeLabel={labels.close}
        className="certificate-dialog"
      >
        {shown && (
          <figure>
            <img src={shown.src} alt={shown.title} width={shown.width} height={shown.height} />
            <figcaption>{shown.title}</figcaption>
          </figure>
        )}
      </Dialog>
    </>
  );
}
