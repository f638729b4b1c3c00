/**
 * The schema.org descriptions (JSON-LD) search engines read in the pages' heads: the company on
 * the home page, a news item as a NewsArticle, a vacancy as a JobPosting, the trail to an item's page. Pure: the pages resolve
 * addresses and texts (with Astro's i18n helpers), and these shape them.
 */
import type { PublicSettings } from '@industrial/api/settings';

/** The company's mark as the site serves it (`public/`): the header's logo, drawn the same. */
export const LOGO_PATH = '/favicon.svg';

/** The longest headline schema.org's NewsArticle guidance (and Google) accepts, in characters. */
export const HEADLINE_LENGTH = 110;

/** The company as the publisher and author of a page: enough to name it, link to it and show its mark. */
export interface OrganizationReference {
  '@type': 'Organization';
  /** The same in every language, so that every page's publisher is the home page's Organization. */
  '@id': string;
  name: string;
  url: string;
  logo: string;
}

export interface Organization extends OrganizationReference {
  telephone?: string;
  email?: string;
  /** As staff write it, on one line: schema.org takes a text where the parts are not known apart. */
  address?: string;
  contactPoint?: ContactPoint;
  sameAs?: string[];
}

interface ContactPoint {
  '@type': 'ContactPoint';
  contactType: 'customer service';
  telephone?: string;
  email?: string;
}

export interface NewsArticle {
  '@type': 'NewsArticle';
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  image?: string[];
  inLanguage: string;
  url: string;
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  publisher: OrganizationReference;
  author: OrganizationReference;
}

export interface BreadcrumbList {
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** schema.org's employment types (Google's JobPosting guidance names these). */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER';

export interface JobPosting {
  '@type': 'JobPosting';
  title: string;
  /** The whole text of the vacancy, as HTML (schema.org and Google take it so). */
  description: string;
  /** The day it was posted (`YYYY-MM-DD`). */
  datePosted: string;
  /** When it closes (ISO timestamp), if it has a closing date. */
  validThrough?: string;
  employmentType: EmploymentType;
  hiringOrganization: OrganizationReference;
  jobLocation: { '@type': 'Place'; address: PostalAddress };
  baseSalary?: MonetaryAmount;
  inLanguage: string;
  url: string;
}

interface PostalAddress {
  '@type': 'PostalAddress';
  addressLocality: string;
  addressCountry: 'KZ';
}

interface MonetaryAmount {
  '@type': 'MonetaryAmount';
  currency: 'KZT';
  value: {
    '@type': 'QuantitativeValue';
    unitText: 'MONTH';
    value?: number;
    minValue?: number;
    maxValue?: number;
  };
}

export type StructuredData = Organization | NewsArticle | BreadcrumbList | JobPosting;

/** The company's details the Organization tells (Настройки сайта, in the page's language). */
export type CompanyDetails = Pick<PublicSettings, 'name' | 'phone' | 'email' | 'address' | 'instagramUrl'>;

/** Only the details staff have filled in: an empty setting says nothing rather than `""`. */
function filled<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value?.trim())) as Partial<T>;
}

/** The company, on its home page in one language (`home`, absolute: `https://…/en`). */
export function organization(company: CompanyDetails, home: URL): Organization {
  const contacts = filled({ telephone: company.phone, email: company.email });
  const instagram = company.instagramUrl?.trim();
  return {
    '@type': 'Organization',
    '@id': new URL('/#organization', home).href,
    name: company.name,
    url: home.href,
    logo: new URL(LOGO_PATH, home).href,
    ...contacts,
    ...filled({ address: company.address }),
    ...(Object.keys(contacts).length > 0 && {
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', ...contacts },
    }),
    ...(instagram && { sameAs: [instagram] }),
  };
}

/** The company as another page names it (publisher, author): the home page describes the rest. */
export function organizationReference(company: Organization): OrganizationReference {
  const { '@id': id, name, url, logo } = company;
  return { '@type': 'Organization', '@id': id, name, url, logo };
}

/**
 * A headline of at most `limit` characters: a longer one is cut after its last whole word that
 * fits, with an ellipsis. Never at a no-break space, which holds a number to its unit or a
 * preposition to its word (`typeset`).
 */
export function headline(text: string, limit = HEADLINE_LENGTH): string {
  const characters = [...text.trim()];
  if (characters.length <= limit) return characters.join('');
  const room = characters.slice(0, limit - 1).join('');
  const next = characters[limit - 1] ?? '';
  // Where a line may break: any white space but the no-break ones.
  const whole = /[^\S\u00a0\u202f]/.test(next)
    ? room
    : room.replace(/[^\S\u00a0\u202f]+[\S\u00a0\u202f]*$/, '');
  // A single word longer than the limit is cut inside it rather than left out.
  const kept = (whole || room).replace(/[\s,;:.\-–—]+$/u, '');
  return `${kept}…`;
}

export interface NewsItemPage {
  name: string;
  description: string;
  /** The publication date shown to readers (`2026-03-02`). */
  date: string;
  /** When staff last saved it (ISO timestamp). */
  updatedAt: string;
  /** The page's share image, absolute, if it has one. */
  image: string | undefined;
  /** The BCP 47 tag of the language its text reads in (Russian where it is not translated). */
  language: string;
  /** The page's canonical address, absolute. */
  url: string;
  company: Organization;
}

/** A news item's page as a NewsArticle, published and written by the company. */
export function newsArticle(page: NewsItemPage): NewsArticle {
  const company = organizationReference(page.company);
  return {
    '@type': 'NewsArticle',
    headline: headline(page.name),
    description: page.description,
    datePublished: page.date,
    // An item staff dated after their last edit (announced ahead) was not modified after it appeared.
    dateModified: Date.parse(page.updatedAt) < Date.parse(page.date) ? page.date : page.updatedAt,
    ...(page.image && { image: [page.image] }),
    inLanguage: page.language,
    url: page.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    publisher: company,
    author: company,
  };
}

/** A vacancy's page, as far as its JobPosting tells it. */
export interface VacancyPage {
  title: string;
  /** The vacancy's text, as HTML. */
  body: string;
  /** When it was created (ISO timestamp): the day it was posted. */
  createdAt: string;
  /** When it closes (ISO timestamp), if it has a closing date. */
  unpublishAt?: string | null | undefined;
  /** Its employment type, as the vacancies' declaration names its options. */
  employment: 'fullTime' | 'partTime' | 'shift' | 'contract' | 'internship';
  /** The town or site it is in, in Kazakhstan. */
  location: string;
  /** The monthly pay in tenge, either end or both unknown. */
  salary: { from: number | null; to: number | null };
  language: string;
  url: string;
  company: Organization;
}

/**
 * How a vacancy's employment type is told to search engines: shift work (вахта) is full-time work
 * in rotations, which schema.org has no word for: TEMPORARY would say the job ends, so OTHER.
 */
export const EMPLOYMENT_TYPES = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  shift: 'OTHER',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const satisfies Record<VacancyPage['employment'], EmploymentType>;

/** The salary as a MonetaryAmount in tenge a month: one value, a range, or an end of one; none when not given. */
function baseSalary({ from, to }: VacancyPage['salary']): MonetaryAmount | undefined {
  if (from === null && to === null) return undefined;
  const value =
    from !== null && to !== null && from === to
      ? { value: from }
      : { ...(from !== null && { minValue: from }), ...(to !== null && { maxValue: to }) };
  return {
    '@type': 'MonetaryAmount',
    currency: 'KZT',
    value: { '@type': 'QuantitativeValue', unitText: 'MONTH', ...value },
  };
}

/** A vacancy's page as a JobPosting of the company, in Kazakhstan. */
export function jobPosting(page: VacancyPage): JobPosting {
  const salary = baseSalary(page.salary);
  return {
    '@type': 'JobPosting',
    title: page.title,
    description: page.body,
    datePosted: page.createdAt.slice(0, 10),
    ...(page.unpublishAt && { validThrough: page.unpublishAt }),
    employmentType: EMPLOYMENT_TYPES[page.employment],
    hiringOrganization: organizationReference(page.company),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: page.location, addressCountry: 'KZ' },
    },
    ...(salary && { baseSalary: salary }),
    inLanguage: page.language,
    url: page.url,
  };
}

/** One step of a trail: the page's name as the site calls it, and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** The trail from the home page to this one (Главная → Новости → the item). */
export function breadcrumbList(trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>` and `&` written as
 * escapes, so that staff's text (`</script>`, `<!--`) cannot end the element or start a comment in
 * it, and with U+2028/U+2029, which older parsers take for line ends, escaped as well.
 */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
