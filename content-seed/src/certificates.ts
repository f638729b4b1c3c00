import type { LocalizedText } from '@industrial/api/content';
import type { certificates as certificatesTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';

/** A document drawn twice its size: its popup shows it up to 560 pixels wide on dense screens. */
const scan = (file: string, alt: LocalizedText) => ({ file, scale: 2, alt });

/** The home page's three certificates, in their order. */
export const certificates: BuiltIn<typeof certificatesTable, 'image'>[] = [
  {
    id: 1,
    title: {
      ru: 'Сертификат соответствия системы менеджмента качества',
      en: 'Quality management system certificate',
      kk: 'Сапа менеджменті жүйесінің сәйкестік сертификаты',
    },
    images: {
      image: scan('certificate-1.svg', {
        ru: 'Скан сертификата соответствия системы менеджмента качества',
        en: 'Scan of the quality management system certificate',
        kk: 'Сапа менеджменті жүйесінің сәйкестік сертификатының көшірмесі',
      }),
    },
  },
  {
    id: 2,
    title: {
      ru: 'Сертификат о происхождении товара СТ-KZ',
      en: 'CT-KZ certificate of origin',
      kk: 'Тауардың шығу тегі туралы СТ-KZ сертификаты',
    },
    images: {
      image: scan('certificate-2.svg', {
        ru: 'Скан сертификата о происхождении товара СТ-KZ',
        en: 'Scan of the CT-KZ certificate of origin',
        kk: 'Тауардың шығу тегі туралы СТ-KZ сертификатының көшірмесі',
      }),
    },
  },
  {
    id: 3,
    title: {
      ru: 'Свидетельство об аттестации сварочного производства',
      en: 'Welding production qualification certificate',
      kk: 'Дәнекерлеу өндірісін аттестаттау туралы куәлік',
    },
    images: {
      image: scan('certificate-3.svg', {
        ru: 'Скан свидетельства об аттестации сварочного производства',
        en: 'Scan of the welding production qualification certificate',
        kk: 'Дәнекерлеу өндірісін аттестаттау туралы куәліктің көшірмесі',
      }),
    },
  },
];
