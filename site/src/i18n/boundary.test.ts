import { describe, expect, it } from 'vitest';
import { ru } from './ru.ts';

/**
 * Where the dictionaries end (README, «Page texts»): they hold the site's interface, the words of
 * its controls, labels, errors, dates, accessibility texts and not-found pages, which come with the
 * code. What describes the company or its work (a headline, a promise, a figure, a policy) is data
 * staff edit: Страницы, Настройки сайта, the content. Every dictionary key is listed here by what it
 * is for; a key added to the dictionaries fails this test until it is listed, and company prose
 * should not be: it belongs in the data.
 */
const INTERFACE: Record<string, readonly string[]> = {
  'the preview bar, the skip link and the logo’s label': [
    'preview.notice',
    'preview.languages',
    'a11y.skipLink',
    'a11y.logoHome',
  ],
  'what a page in Russian for want of a translation says': ['fallback.russianOnly', 'news.inRussian'],
  'the menus and the language switcher': [
    'nav.label',
    'nav.home',
    'nav.about',
    'nav.production',
    'nav.services',
    'nav.projects',
    'nav.news',
    'nav.contacts',
    'nav.menuOpen',
    'nav.menuClose',
    'nav.mobileLabel',
    'lang.label',
  ],
  'the video window’s buttons': ['video.open', 'video.close'],
  'the footer’s headings and links': [
    'footer.clients',
    'footer.copyright',
    'footer.rss',
    'footer.contactsTitle',
    'footer.sections',
    'privacy.link',
  ],
  'headings and labels over staff’s data': [
    'home.stats.label',
    'product.back',
    'product.produced',
    'product.capabilities',
    'product.specifications',
    'product.quality.title',
    'projects.date',
    'projects.location',
    'projects.specialists',
    'article.table',
    'certificate.close',
    'certificate.open',
    'certificate.issuer',
    'certificate.validUntil',
  ],
  'the news feed’s controls and its RSS title': [
    'news.featured',
    'news.readMore',
    'news.loadMore',
    'news.loading',
    'news.loadError',
    'news.back',
    'news.share',
    'news.shareOn',
    'news.rss.title',
  ],
  'the labels of the company’s contact details and map': [
    'contacts.phone',
    'contacts.phoneHint',
    'contacts.email',
    'contacts.address',
    'contacts.hours',
    'contacts.weekdays',
    'contacts.weekend',
    'contacts.closed',
    'contacts.social',
    'contacts.map.show',
    'contacts.map.frameTitle',
    'contacts.map.openExternal',
  ],
  'the request form’s fields, states and errors': [
    'request.item',
    'request.itemRemove',
    'request.itemGone',
    'quote.button',
    'quote.label',
    'request.name',
    'request.company',
    'request.optional',
    'request.phone',
    'request.email',
    'request.contactHint',
    'request.message',
    'request.attachment',
    'request.attachmentHint',
    'request.consentBefore',
    'request.consentLink',
    'request.consentAfter',
    'request.honeypot',
    'request.submit',
    'request.sending',
    'request.success',
    'request.errorsSummary',
    'request.nameRequired',
    'request.nameTooLong',
    'request.contactRequired',
    'request.phoneInvalid',
    'request.emailInvalid',
    'request.messageRequired',
    'request.messageTooLong',
    'request.consentRequired',
    'request.fileTooLarge',
    'request.fileType',
    'request.tooMany',
    'request.rejected',
    'request.offline',
    'request.offlineCall',
    'request.offlineWrite',
    'request.noscript',
  ],
  'the not-found pages': [
    'notFound.title',
    'notFound.text',
    'notFound.home',
    'product.notFound.title',
    'product.notFound.text',
    'product.notFound.back',
    'news.notFound.title',
    'news.notFound.text',
    'news.notFound.back',
  ],
};

describe('the dictionaries', () => {
  it('hold the interface only: every key is one of the listed interface words', () => {
    const listed = Object.values(INTERFACE).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect(Object.keys(ru).sort()).toEqual([...listed].sort());
  });
});
