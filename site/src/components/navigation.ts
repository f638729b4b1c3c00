import type { MessageKey } from '../i18n/index.ts';
import type { PagePath } from '../i18n/routes.ts';

export interface NavigationLink {
  /** Section name pages pass as `section` to mark the current link. */
  section: string;
  path: PagePath;
  label: MessageKey;
  /** The spec's mobile menu leaves Projects out. */
  inMobileMenu: boolean;
}

/** The header links in the spec's order; Contacts is the separate button after them. */
export const NAVIGATION: NavigationLink[] = [
  { section: 'home', path: '', label: 'nav.home', inMobileMenu: true },
  { section: 'about', path: '#about', label: 'nav.about', inMobileMenu: true },
  { section: 'production', path: 'production', label: 'nav.production', inMobileMenu: true },
  { section: 'services', path: 'services', label: 'nav.services', inMobileMenu: true },
  { section: 'projects', path: 'projects', label: 'nav.projects', inMobileMenu: false },
  { section: 'news', path: 'news', label: 'nav.news', inMobileMenu: true },
];
