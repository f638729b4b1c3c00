/**
 * Every content resource, declared once: its fields, their kinds and limits, what `q` searches
 * and its default order. Adding a field or a resource starts here (see api/README.md).
 */
import {
  defineResource,
  type Field,
  type Fields,
  field,
  gallery,
  type PublicRecord,
  panelTexts,
  type StoredRecord,
} from './fields.ts';
import { LIMITS } from './limits.ts';

const search = { search: true } as const;
/** A description edited on four lines, searched. */
const description = field.text(LIMITS.text, { search: true, rows: 4 });

export const resources = {
  /** A workshop and what it makes: metal fabrication, welding, heat-insulation sewing. */
  products: defineResource({
    order: 'position',
    nouns: {
      one: 'цех',
      plural: 'цеха',
      genitive: 'цеха',
      genitivePlural: 'цехов',
      accusative: 'цех',
      this: 'этот',
    },
    columns: ['image', 'name', 'description'],
    pages: ['/product/[slug]', '/production', '/'],
    fields: {
      name: field.text(LIMITS.title, search),
      description,
      image: field.image(),
      /** The heading over the produced products, naming what this workshop makes; else the site's general one. */
      producedTitle: field.text(LIMITS.title, { optional: true }),
      /** Produced products. */
      info: field.list({ one: 'Изделие', accusative: 'изделие' }),
      /** Technical capabilities. */
      info2: field.list({ one: 'Возможность', accusative: 'возможность' }),
      /** Specification cards. */
      characteristics: field.pairs(),
      /** How this workshop's work is checked («Гарантия качества»): none, no section. */
      quality: field.rows({ of: panelTexts, item: { one: 'Блок', accusative: 'блок' }, max: 6 }),
      /** Photos of the workshop and its work, under its description; none, no gallery. */
      gallery: gallery(),
    },
  }),
  services: defineResource({
    order: 'position',
    nouns: {
      one: 'услуга',
      plural: 'услуги',
      genitive: 'услуги',
      genitivePlural: 'услуг',
      accusative: 'услугу',
      this: 'эту',
    },
    columns: ['img', 'name', 'description'],
    pages: ['/services', '/'],
    fields: {
      name: field.text(LIMITS.title, search),
      description,
      list: field.list({ one: 'Работа', accusative: 'работу' }),
      /** Beside the name, which says the same: decorative. */
      icon: field.image({ decorative: true }),
      img: field.image(),
      /** Photos of the work, opened from the service's card. */
      gallery: gallery(),
    },
  }),
  projects: defineResource({
    order: 'position',
    nouns: {
      one: 'проект',
      plural: 'проекты',
      genitive: 'проекта',
      genitivePlural: 'проектов',
      accusative: 'проект',
      this: 'этот',
    },
    columns: ['img', 'name', 'date'],
    pages: ['/projects'],
    fields: {
      name: field.text(LIMITS.title, search),
      description,
      location: field.text(LIMITS.title, search),
      specialistsCount: field.count(),
      /** When the project was delivered, if known. */
      date: field.date({ optional: true }),
      img: field.image(),
      /** Photos of the project, opened from its card. */
      gallery: gallery(),
    },
  }),
  news: defineResource({
    order: 'newest',
    nouns: {
      one: 'новость',
      plural: 'новости',
      genitive: 'новости',
      genitivePlural: 'новостей',
      accusative: 'новость',
      this: 'эту',
    },
    columns: ['img', 'name', 'date'],
    pages: ['/news/[slug]', '/news'],
    fields: {
      /** Headline. */
      name: field.text(LIMITS.title, search),
      /** Short preview shown on the cards. */
      description: field.text(LIMITS.text, { search: true, rows: 3 }),
      mainContent: field.richText(LIMITS.body, search),
      /** Publication date shown to readers; the feed is ordered by it, newest first. */
      date: field.date(),
      img: field.image(),
      /** Photos under the article. */
      gallery: gallery(),
    },
  }),
  /** The clients and partners whose marks scroll in every page's footer. */
  partners: defineResource({
    order: 'position',
    nouns: {
      one: 'партнёр',
      plural: 'партнёры',
      genitive: 'партнёра',
      genitivePlural: 'партнёров',
      accusative: 'партнёра',
      this: 'этого',
    },
    columns: ['logo', 'name', 'link'],
    pages: ['*'],
    fields: {
      name: field.text(LIMITS.title, search),
      logo: field.image(),
      /** Their website, if the mark should lead there. */
      link: field.link(),
    },
  }),
  /** The home page's certificates: a thumbnail each that opens the full image. */
  certificates: defineResource({
    order: 'position',
    nouns: {
      one: 'сертификат',
      plural: 'сертификаты',
      genitive: 'сертификата',
      genitivePlural: 'сертификатов',
      accusative: 'сертификат',
      this: 'этот',
    },
    columns: ['image', 'title', 'validUntil'],
    pages: ['/'],
    fields: {
      title: field.text(LIMITS.title, search),
      image: field.image(),
      /** Who issued it. */
      issuer: field.text(LIMITS.title, { search: true, optional: true }),
      /** The last day it is valid, if it expires. */
      validUntil: field.date({ optional: true }),
    },
  }),
  /**
   * Pages of the company's own at the site's root (`/okhrana-truda`): its HSE and quality policies,
   * a page for suppliers. Each is linked from the header, the footer or neither; its address never
   * takes a word of the site's own routes (`ROUTE_WORDS`).
   */
  customPages: defineResource({
    order: 'position',
    nouns: {
      one: 'страница',
      plural: 'дополнительные страницы',
      genitive: 'страницы',
      genitivePlural: 'страниц',
      accusative: 'страницу',
      this: 'эту',
    },
    columns: ['name', 'placement'],
    pages: ['/[slug]', '*'],
    fields: {
      /** The page's headline, and its link's label. */
      name: field.text(LIMITS.title, search),
      /** A lead under the headline; the page's description for search engines unless one is written. */
      description: field.text(LIMITS.text, { search: true, rows: 3, optional: true }),
      /** Headings, pictures and tables, as a news item's body. */
      content: field.richText(LIMITS.body, search),
      placement: field.choice(['none', 'header', 'footer']),
    },
  }),
  /**
   * Open positions (Вакансии): each has a page of its own under `/careers`, and leaves the site by
   * itself on its closing date, the withdrawal time of the back office's schedule.
   */
  vacancies: defineResource({
    order: 'position',
    nouns: {
      one: 'вакансия',
      plural: 'вакансии',
      genitive: 'вакансии',
      genitivePlural: 'вакансий',
      accusative: 'вакансию',
      this: 'эту',
    },
    columns: ['title', 'location', 'employment'],
    pages: ['/careers/[slug]', '/careers'],
    withdrawalShown: true,
    fields: {
      title: field.text(LIMITS.title, search),
      /** A line or two on the list: what the work is; the page's description for search engines unless one is written. */
      description: field.text(LIMITS.text, { search: true, rows: 3 }),
      /** Duties, requirements and conditions. */
      body: field.richText(LIMITS.body, search),
      /** The town or site where the work is. */
      location: field.text(LIMITS.title, search),
      employment: field.choice(['fullTime', 'partTime', 'shift', 'contract', 'internship'], {
        fullTime: { ru: 'Полная занятость', en: 'Full time', kk: 'Толық жұмыс күні' },
        partTime: { ru: 'Частичная занятость', en: 'Part time', kk: 'Толық емес жұмыс күні' },
        shift: { ru: 'Вахта', en: 'Shift work (rotation)', kk: 'Вахталық әдіс' },
        contract: { ru: 'Договор подряда', en: 'Contract', kk: 'Мердігерлік шарт' },
        internship: { ru: 'Стажировка', en: 'Internship', kk: 'Тағылымдама' },
      }),
      /** The monthly pay offered, in tenge, before tax; either end may be left out. */
      salary: field.range('KZT'),
    },
  }),
  /**
   * Documents visitors download (Документы): datasheets, certificates, declarations, catalogues,
   * drawings. Each has one address whatever file is behind it (`/api/documents/<id>/file`): a new
   * file is a new version of the same document, and restoring a version restores its file. Listed
   * on `/documents` and on the pages of the items it is attached to.
   */
  documents: defineResource({
    order: 'position',
    nouns: {
      one: 'документ',
      plural: 'документы',
      genitive: 'документа',
      genitivePlural: 'документов',
      accusative: 'документ',
      this: 'этот',
    },
    columns: ['title', 'language', 'kind'],
    pages: ['/documents'],
    fields: {
      title: field.text(LIMITS.title, search),
      /** A line on what it holds, if the title does not say enough. */
      description: field.text(LIMITS.text, { search: true, rows: 3, optional: true }),
      kind: field.choice(['datasheet', 'certificate', 'declaration', 'catalogue', 'drawing', 'other'], {
        datasheet: { ru: 'Техническое описание', en: 'Datasheet', kk: 'Техникалық сипаттама' },
        certificate: { ru: 'Сертификат', en: 'Certificate', kk: 'Сертификат' },
        declaration: {
          ru: 'Декларация соответствия',
          en: 'Declaration of conformity',
          kk: 'Сәйкестік декларациясы',
        },
        catalogue: { ru: 'Каталог', en: 'Catalogue', kk: 'Каталог' },
        drawing: { ru: 'Чертёж', en: 'Drawing', kk: 'Сызба' },
        other: { ru: 'Другое', en: 'Other', kk: 'Басқа' },
      }),
      /** The language the file is written in; `all` for one in several languages or none. */
      language: field.choice(['all', 'ru', 'en', 'kk'], {
        all: { ru: 'Все языки', en: 'All languages', kk: 'Барлық тілдер' },
        ru: { ru: 'Русский', en: 'Russian', kk: 'Орыс тілі' },
        en: { ru: 'Английский', en: 'English', kk: 'Ағылшын тілі' },
        kk: { ru: 'Казахский', en: 'Kazakh', kk: 'Қазақ тілі' },
      }),
      /** The file itself (PDF, Word or Excel); a new one replaces it at the same address. */
      file: field.file(),
      /** The workshops, services, projects and certificates it belongs to: listed on their pages. */
      products: field.refs('products'),
      services: field.refs('services'),
      projects: field.refs('projects'),
      certificates: field.refs('certificates'),
    },
  }),
};

export type Resources = typeof resources;
export type Resource = keyof Resources;
export const RESOURCES = Object.keys(resources) as Resource[];

/** A record of the resource as stored and as staff edit it: every language. */
export type Stored<R extends Resource> = StoredRecord<Resources[R]>;
/** A record of the resource in one language, as visitors read it. */
export type Public<R extends Resource> = PublicRecord<Resources[R]>;
/** A field of the resource, by name (alt texts included). */
export type FieldName<R extends Resource> = keyof Resources[R]['fields'] & string;
/** The site's pages that show some resource's records (see PublicPage). */
export type ContentPage = Resources[Resource]['pages'][number];

export function isResource(name: string): name is Resource {
  return Object.hasOwn(resources, name);
}

/** The declaration of a resource's field, by names as the admin's routes and inputs carry them. */
export function declaredField(resource: string | undefined, name: string): Field | undefined {
  if (!resource || !isResource(resource)) return undefined;
  return (resources[resource].fields as Fields)[name];
}
