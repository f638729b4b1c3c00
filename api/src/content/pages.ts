/**
 * The site's own pages whose words staff edit (Страницы): each page's texts are one document,
 * declared here with the field kinds content uses, in the back office's sections from the top of
 * the page down. The texts of a fresh install are the content seed's; the site reads a page's in
 * one language (`GET /api/pages/<page>?lang=`). Adding a text to a page starts here. Plain data:
 * the admin and the site bundle it.
 */
import { type Fields, field, pageSearchFields, panelTexts } from './fields.ts';
import { LIMITS } from './limits.ts';
import { defineSingleton, type StoredDocument } from './singleton.ts';

/** A declared document: its sections and all their fields. */
type Document = { sections: Record<string, Fields>; fields: Fields };

/** A page's texts: where the page is, and the number its history is kept under. */
interface PageDeclaration<D extends Document> {
  /** How the back office names the page, in Russian («Главная»). */
  title: string;
  /** The page's path after each language's prefix (`/services`). */
  path: `/${string}`;
  /** Its history's item number under the `pages` resource: never reused. */
  historyId: number;
  texts: D;
}

const definePage = <const D extends Document>(page: PageDeclaration<D>) => page;

/** A paragraph or two under a heading. */
const paragraph = field.text(LIMITS.text, { rows: 3 });

/** A tile of a page's areas of work: an icon of the site's own above its heading and text. */
const tile = { icon: field.icon(), ...panelTexts };
const tiles = field.rows({ of: tile, item: { one: 'Карточка', accusative: 'карточку' }, max: 8 });

/** The headline and lead at the top of a section's page. */
const hero = { heroTitle: field.text(), heroLead: paragraph };

export const pages = {
  home: definePage({
    title: 'Главная',
    path: '/',
    historyId: 1,
    texts: defineSingleton({
      sections: {
        hero: {
          heroEyebrow: field.text(),
          heroTitle: field.text(),
          heroLead: paragraph,
          /** The button to the products. */
          heroCta: field.text(),
          /** The button to the request form. */
          heroContact: field.text(),
        },
        /** The texts themselves are the company's details (Настройки сайта). */
        about: { overviewTitle: field.text(), missionTitle: field.text(), visionTitle: field.text() },
        /** `{standards}` in a text shows the standards of Настройки сайта. */
        values: {
          valuesTitle: field.text(),
          values: field.rows({ of: panelTexts, item: { one: 'Ценность', accusative: 'ценность' }, max: 8 }),
        },
        achievements: {
          achievementsTitle: field.text(),
          achievements: field.list({ one: 'Достижение', accusative: 'достижение' }),
        },
        offer: {
          offerTitle: field.text(),
          offerProducts: field.text(),
          offerAllProducts: field.text(),
          offerServices: field.text(),
          offerAllServices: field.text(),
        },
        quality: {
          qualityTitle: field.text(),
          /** Above the certificates, which open on a click. */
          qualityText: paragraph,
          qualityTextWithoutCertificates: paragraph,
        },
        workshops: { workshopsTitle: field.text(), workshopsMore: field.text() },
        categories: { categoriesTitle: field.text(), categories: tiles },
        partners: { partnersTitle: field.text(), partnersText: paragraph, partnersCta: field.text() },
        search: pageSearchFields,
      },
    }),
  }),
  production: definePage({
    title: 'Производство',
    path: '/production',
    historyId: 2,
    texts: defineSingleton({
      sections: {
        hero,
        workshops: {
          workshopsTitle: field.text(),
          workshopsMore: field.text(),
          workshopsEmpty: field.text(),
        },
        /** `{standards}` in a figure or its words shows the standards of Настройки сайта. */
        metrics: {
          metricsTitle: field.text(),
          metrics: field.rows({
            of: { value: field.text(), label: field.text() },
            item: { one: 'Цифра', accusative: 'цифру' },
            max: 6,
          }),
        },
        categories: { categoriesTitle: field.text(), categories: tiles },
        quality: {
          qualityTitle: field.text(),
          qualitySteps: field.list({ one: 'Этап', accusative: 'этап' }),
          qualityBoxValue: field.text(),
          qualityBoxLabel: field.text(),
          qualityOrigin: field.text(),
        },
        search: pageSearchFields,
      },
    }),
  }),
  services: definePage({
    title: 'Услуги',
    path: '/services',
    historyId: 3,
    texts: defineSingleton({
      sections: {
        hero,
        list: {
          servicesTitle: field.text(),
          servicesEmptyTitle: field.text(),
          servicesEmptyText: field.text(),
        },
        /** Shown on the home page too. */
        commissioning: {
          commissioningTitle: field.text(),
          commissioning: field.rows({ of: panelTexts, item: { one: 'Блок', accusative: 'блок' }, max: 6 }),
        },
        supply: {
          supplyTitle: field.text(),
          supply: field.rows({ of: panelTexts, item: { one: 'Блок', accusative: 'блок' }, max: 6 }),
        },
        search: pageSearchFields,
      },
    }),
  }),
  projects: definePage({
    title: 'Проекты',
    path: '/projects',
    historyId: 4,
    texts: defineSingleton({
      sections: {
        hero,
        list: { projectsEmptyTitle: field.text(), projectsEmptyText: field.text() },
        search: pageSearchFields,
      },
    }),
  }),
  news: definePage({
    title: 'Новости',
    path: '/news',
    historyId: 5,
    texts: defineSingleton({
      sections: {
        hero,
        list: { newsEmptyTitle: field.text(), newsEmptyText: field.text() },
        search: pageSearchFields,
      },
    }),
  }),
  careers: definePage({
    title: 'Вакансии',
    path: '/careers',
    historyId: 8,
    texts: defineSingleton({
      sections: {
        hero,
        list: { careersEmptyTitle: field.text(), careersEmptyText: field.text() },
        search: pageSearchFields,
      },
    }),
  }),
  documents: definePage({
    title: 'Документы',
    path: '/documents',
    historyId: 9,
    texts: defineSingleton({
      sections: {
        hero,
        list: { documentsEmptyTitle: field.text(), documentsEmptyText: field.text() },
        search: pageSearchFields,
      },
    }),
  }),
  contacts: definePage({
    title: 'Контакты',
    path: '/contacts',
    historyId: 6,
    texts: defineSingleton({
      sections: { hero, map: { mapTitle: field.text(), mapText: paragraph }, search: pageSearchFields },
    }),
  }),
  /**
   * The privacy policy the request form links to. Every save is a version of the policy, kept
   * forever (`privacy_versions`): each request records the one its sender agreed to.
   */
  privacy: definePage({
    title: 'Политика конфиденциальности',
    path: '/privacy',
    historyId: 7,
    texts: defineSingleton({
      sections: {
        hero,
        /**
         * Paragraphs of a section's text are parted by an empty line. `{company}`, `{address}`,
         * `{email}` and `{phone}` show the company's details of Настройки сайта, `{days}` how many
         * days closed requests are kept, `{applicationDays}` how many days job applications are.
         */
        policy: {
          sections: field.rows({
            of: { title: field.text(), text: field.text(LIMITS.text, { rows: 8 }) },
            item: { one: 'Раздел', accusative: 'раздел' },
            max: 30,
          }),
          /** Under the text: the date of this version, as the language writes it. */
          updated: field.text(),
        },
        search: pageSearchFields,
      },
    }),
  }),
};

export type Pages = typeof pages;
export type PageName = keyof Pages & string;
/** Every page, in the order «Страницы» lists them. */
export const PAGE_NAMES = Object.keys(pages) as PageName[];

export function isPageName(name: string): name is PageName {
  return Object.hasOwn(pages, name);
}

/** A page's texts as stored and as the admin edits them: every language. */
export type StoredPage<P extends PageName> = StoredDocument<Pages[P]['texts']>;
/** Every page's texts as a fresh install has them. */
export type BuiltInPages = { [P in PageName]: StoredPage<P> };

/**
 * A page's texts in one language (`?lang=`): each text in that language, or in Russian where it is
 * not translated (named in `untranslated`), and the language's sharing picture, else the Russian;
 * and the version of the texts.
 */
export type PageTexts<P extends PageName> = {
  -readonly [K in keyof Pages[P]['texts']['fields']]: Pages[P]['texts']['fields'][K] extends {
    kind: 'localizedImage';
  }
    ? string | null
    : Pages[P]['texts']['fields'][K] extends { kind: 'list' }
      ? string[]
      : Pages[P]['texts']['fields'][K] extends { kind: 'rows'; of: infer O }
        ? { [T in keyof O]: string }[]
        : string;
} & { untranslated: string[]; version: number };
