import type { ImageMetadata } from 'astro';

/** The footer strip's 13 client and partner marks (invented names, drawn in `assets/logos`). */
const NAMES = [
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

const files = import.meta.glob<ImageMetadata>('../assets/logos/partner-*.svg', {
  eager: true,
  import: 'default',
});

export const PARTNERS = Object.keys(files)
  .sort()
  .map((file, index) => ({ name: NAMES[index] ?? '', logo: files[file] as ImageMetadata }));
