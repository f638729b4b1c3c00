import { useState } from 'react';
import type { CertificateCard as Certificate } from '../../content/marks.ts';
import { Dialog } from './Dialog.tsx';

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
          <li key={certificate.id}>
            <button
              type="button"
              className="certificate-thumb"
              aria-haspopup="dialog"
              aria-label={labels.open.replace('{title}', certificate.title)}
              onClick={() => setShown(certificate)}
            >
              <img
                src={certificate.src}
                srcSet={certificate.srcset}
                sizes="(min-width: 960px) 30vw, 100vw"
                alt=""
                width={certificate.width}
                height={certificate.height}
                loading="lazy"
              />
            </button>
            <p className="certificate-title" lang={certificate.titleLang}>
              {certificate.title}
            </p>
            <Details details={certificate.details} />
            {certificate.documents.map((document) => (
              <a key={document.href} className="certificate-document" href={document.href} download>
                <span lang={document.lang}>{document.title}</span> ({document.facts})
              </a>
            ))}
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
            <img
              src={shown.src}
              srcSet={shown.srcset}
              sizes="min(560px, 100vw)"
              alt={shown.description.alt}
              lang={shown.description.lang}
              width={shown.width}
              height={shown.height}
            />
            <figcaption>
              <span lang={shown.titleLang}>{shown.title}</span>
              <Details details={shown.details} />
            </figcaption>
          </figure>
        )}
      </Dialog>
    </>
  );
}

/** Who issued a certificate and until when it is valid, each on its own line, when known. */
function Details({ details }: { details: Certificate['details'] }) {
  if (details.length === 0) return null;
  return (
    <span className="certificate-details">
      {details.map((detail) => (
        <span key={detail.text} lang={detail.lang}>
          {detail.text}
        </span>
      ))}
    </span>
  );
}
