import type { partners as partnersTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';

/**
 * A mark drawn twice its size, so that it stays sharp on dense screens at the strip's 40 pixels;
 * a logo says its owner's name.
 */
const mark = (file: string, name: string) => ({ file, scale: 2, alt: { ru: name, en: name, kk: name } });

/**
 * The footer strip's 13 client and partner marks (invented names), in their order. A brand name
 * reads the same in every language, so each language carries it and none shows as untranslated.
 */
export const INVENTED_PARTNER_NAMES = [
  'Orkenline',
  'Steplink',
  'Qanat Works',
  'Aral Vector',
  'Beltau Group',
  'Kumis Tech',
  'Sarytas',
  'Nurbuild',
  'Altyn Arc',
  'Zhaiyk Pipe',
  'Tumar Energy',
  'Kokpar Systems',
  'Dala Flow',
];

export const partners: BuiltIn<typeof partnersTable, 'logo'>[] = INVENTED_PARTNER_NAMES.map(
  (name, index) => ({
    id: index + 1,
    name: { ru: name, en: name, kk: name },
    images: { logo: mark(`partner-${String(index + 1).padStart(2, '0')}.svg`, name) },
  }),
);
