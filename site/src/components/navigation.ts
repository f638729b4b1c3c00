import type { ContentPage, Public } from '@industrial/api/content';
import { listContent } from '../content/api.ts';
import { showsRussian } from '../content/fallback.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { type PagePath, pageUrl } from '../i18n/routes.ts';

interface NavigationLink {
  /** Section name pages pass as `section` to mark the current link. */
  section: string;
  path: PagePath;
  label: MessageKey;
  /** The spec's mobile menu leaves Projects out. */
  inMobileMenu: boolean;
  /** The spec's header holds its sections only: a later one (Careers) is linked from the footer. */
  inHeader: boolean;
}

/**
 * The sections' links in the spec's order, in the footer every one and in the header those it
 * holds; Contacts is the separate button after them.
 */
const NAVIGATION = [
  { section: 'home', path: '', label: 'nav.home', inMobileMenu: true, inHeader: true },
  { section: 'about', path: '#about', label: 'nav.about', inMobileMenu: true, inHeader: true },
  { section: 'production', path: 'production', label: 'nav.production', inMobileMenu: true, inHeader: true },
  { section: 'services', path: 'services', label: 'nav.services', inMobileMenu: true, inHeader: true },
  { section: 'projects', path: 'projects', label: 'nav.projects', inMobileMenu: false, inHeader: true },
  { section: 'news', path: 'news', label: 'nav.news', inMobileMenu: true, inHeader: true },
  { section: 'careers', path: 'careers', label: 'nav.careers', inMobileMenu: true, inHeader: false },
  { section: 'documents', path: 'documents', label: 'nav.documents', inMobileMenu: false, inHeader: false },
] as const satisfies NavigationLink[];

/** A section page that lists some resource's records (`/news`), which the header must lead to. */
type SectionPage = Exclude<ContentPage, '/' | '*' | `${string}[${string}]${string}`>;
/** Fails the type check while a resource names a section page the header has no link to. */
const everySectionLinked: Exclude<SectionPage, `/${(typeof NAVIGATION)[number]['path']}`> extends never
  ? true
  : never = true;
void everySectionLinked;

export interface SectionLink {
  section: string;
  href: string;
  label: string;
  inMobileMenu: boolean;
  inHeader: boolean;
  /** A page of staff's own: the header lists these in its «Ещё» menu, after the sections. */
  ownPage: boolean;
}

/**
 * The header's links in one language, addresses and labels resolved (`#about` is on the home page):
 * the sections, then the pages of staff's own they put in the header.
 */
export async function navigationLinks(locale: Locale, t: Translate): Promise<SectionLink[]> {
  const home = pageUrl(locale);
  return [
    ...NAVIGATION.map((link) => ({
      section: link.section,
      href: link.path.startsWith('#') ? `${home}${link.path}` : pageUrl(locale, link.path),
      label: t(link.label),
      inMobileMenu: link.inMobileMenu,
      inHeader: link.inHeader,
      ownPage: false,
    })),
    ...(await ownPageLinks(locale, 'header')),
  ];
}

/** The section a page of staff's own passes to mark its link. */
export const ownPageSection = (id: number) => `page-${id}`;

/**
 * The links to the pages of staff's own they put in the header or the footer, in their order. An
 * English or Kazakh menu leaves out a page not translated yet: a link in Russian there reads as a
 * mistake, and the page itself, if staff let it be shown in Russian, stays at its address.
 */
export async function ownPageLinks(
  locale: Locale,
  placement: Exclude<Public<'customPages'>['placement'], 'none'>,
): Promise<SectionLink[]> {
  const pages = await listContent('customPages', locale);
  return pages
    .filter((page) => page.placement === placement && !showsRussian(page))
    .map((page) => ({
      section: ownPageSection(page.id),
      href: pageUrl(locale, page.slug),
      label: page.name,
      inMobileMenu: true,
      inHeader: true,
      ownPage: true,
    }));
}

/** The page of a section (`news`), or the home page for a section without one of its own. */
export function sectionPath(section: string | undefined): PagePath {
  const path = NAVIGATION.find((link) => link.section === section)?.path ?? '';
  return path.startsWith('#') ? '' : path;
}

/** Contacts, the header's button after the links. */
export function contactsLink(locale: Locale, t: Translate): SectionLink {
  return {
    section: 'contacts',
    href: pageUrl(locale, 'contacts'),
    label: t('nav.contacts'),
    inMobileMenu: true,
    inHeader: true,
    ownPage: false,
  };
}
