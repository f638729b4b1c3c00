import { translator } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { listContent } from './api.ts';
import { documentsOf, documentUrl, fileFacts } from './documents.ts';
import { type AltText, altText, fallbackLang } from './fallback.ts';
import { formatDate } from './format.ts';
import { type ResponsiveImage, responsiveImage } from './images.ts';

/** The footer strip's logos are this tall (CSS), drawn at up to twice that for dense screens. */
const LOGO_HEIGHT = 40;

/** A partner's logo as the footer strip shows it. */
export interface PartnerMark {
  id: number;
  href?: string | undefined;
  image: ResponsiveImage & AltText;
  /** The size it takes in the strip (its height is the strip's), which `sizes` announces. */
  displayWidth: number;
  displayHeight: number;
}

/** The published partners with a logo, in their order. */
export async function partnerMarks(locale: Locale): Promise<PartnerMark[]> {
  const partners = await listContent('partners', locale);
  const marks = await Promise.all(
    partners.map(async (partner) => {
      const image = await responsiveImage(partner.logo, [160, 320, 480]);
      if (!image) return undefined;
      return {
        id: partner.id,
        href: partner.link ?? undefined,
        image: { ...image, ...altText(partner, 'logoAlt') },
        displayWidth: Math.round((image.width / image.height) * LOGO_HEIGHT),
        displayHeight: LOGO_HEIGHT,
      };
    }),
  );
  return marks.filter((mark) => mark !== undefined);
}

/** A certificate as the home page's gallery shows it: a thumbnail that opens the full image. */
export interface CertificateCard extends ResponsiveImage {
  id: number;
  title: string;
  titleLang?: 'ru' | undefined;
  /** The full image's alt text in the popup (the thumbnail's button says the title). */
  description: AltText;
  /** "Issued by …" and "Valid until …", in the page's language, when staff gave them. */
  details: { text: string; lang?: 'ru' | undefined }[];
  /** Its documents (the certificate's PDF), each a download with its format and size. */
  documents: { href: string; title: string; facts: string; lang?: 'ru' | undefined }[];
}

/** The published certificates with an image, in their order. */
export async function certificateCards(locale: Locale): Promise<CertificateCard[]> {
  const certificates = await listContent('certificates', locale);
  const t = translator(locale);
  const cards = await Promise.all(
    certificates.map(async (certificate) => {
      const image = await responsiveImage(certificate.image, [420, 840]);
      return (
        image && {
          ...image,
          id: certificate.id,
          title: certificate.title,
          titleLang: fallbackLang(certificate, 'title'),
          description: altText(certificate, 'imageAlt'),
          details: [
            certificate.issuer && {
              text: t('certificate.issuer', { issuer: certificate.issuer }),
              lang: fallbackLang(certificate, 'issuer'),
            },
            certificate.validUntil && {
              text: t('certificate.validUntil', { date: formatDate(certificate.validUntil, locale) }),
            },
          ].filter((detail): detail is CertificateCard['details'][number] => Boolean(detail)),
          documents: (await documentsOf('certificates', certificate.id, locale)).map((document) => ({
            href: documentUrl(document),
            title: document.title,
            facts: fileFacts(document.file, locale, t),
            lang: fallbackLang(document, 'title'),
          })),
        }
      );
    }),
  );
  return cards.filter((card) => card !== undefined);
}
