import { describe, expect, it } from 'vitest';
import {
  breadcrumbList,
  type CompanyDetails,
  HEADLINE_LENGTH,
  headline,
  jsonLdText,
  newsArticle,
  organization,
} from './structured-data.ts';

const company: CompanyDetails = {
  name: 'Example Company LLP',
  phone: '+7 (700) 000-00-00',
  email: 'info@example.kz',
  address: '1 Example Street, Atyrau, Kazakhstan',
  instagramUrl: 'https://www.instagram.com/example.company.kz',
};
const home = new URL('https://example.kz/en');

describe('organization', () => {
  it('tells the company with its address in this language, its mark and its contacts', () => {
    expect(organization(company, home)).toEqual({
      '@type': 'Organization',
      '@id': 'https://example.kz/#organization',
      name: 'Example Company LLP',
      url: 'https://example.kz/en',
      logo: 'https://example.kz/favicon.svg',
      telephone: '+7 (700) 000-00-00',
      email: 'info@example.kz',
      address: '1 Example Street, Atyrau, Kazakhstan',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+7 (700) 000-00-00',
        email: 'info@example.kz',
      },
      sameAs: ['https://www.instagram.com/example.company.kz'],
    });
  });

  it('is the same company in every language', () => {
    const russian = organization(company, new URL('https://example.kz/'));
    expect(russian['@id']).toBe(organization(company, home)['@id']);
    expect(russian.url).toBe('https://example.kz/');
  });

  it('says nothing of the details staff left empty', () => {
    const bare = organization({ ...company, phone: '', email: ' ', address: '', instagramUrl: '' }, home);
    for (const detail of ['telephone', 'email', 'address', 'contactPoint', 'sameAs']) {
      expect(bare).not.toHaveProperty(detail);
    }
    const mailOnly = organization({ ...company, phone: '' }, home);
    expect(mailOnly.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: 'info@example.kz',
    });
  });
});

describe('headline', () => {
  it('keeps a headline that fits', () => {
    const fits = 'a'.repeat(HEADLINE_LENGTH);
    expect(headline(fits)).toBe(fits);
    expect(headline('  Second shift  ')).toBe('Second shift');
  });

  it('cuts a longer one after its last whole word, with an ellipsis, within the limit', () => {
    const long = `${'word '.repeat(30)}end`;
    const cut = headline(long);
    expect(cut).toBe(`${'word '.repeat(21)}word…`);
    expect([...cut].length).toBeLessThanOrEqual(HEADLINE_LENGTH);
    // A word that ends right at the limit is kept whole.
    expect(headline('abcd efgh ijkl', 10)).toBe('abcd efgh…');
    expect(headline('abcd efghi jkl', 10)).toBe('abcd…');
  });

  it('never cuts at a no-break space, nor leaves a comma before the ellipsis', () => {
    expect(headline('Цех на 10\u00a0000\u00a0м² открыт', 16)).toBe('Цех на…');
    expect(headline('Новый цех, открыт сегодня', 14)).toBe('Новый цех…');
  });

  it('cuts inside a single word longer than the limit, never inside a character', () => {
    expect(headline('Сверхдлинноесловобезпробелов', 10)).toBe('Сверхдлин…');
    expect(headline('🏭'.repeat(12), 10)).toBe(`${'🏭'.repeat(9)}…`);
  });
});

describe('newsArticle', () => {
  const page = {
    name: 'Second shift at the welding shop',
    description: 'The welding shop now works in two shifts.',
    date: '2026-03-02',
    updatedAt: '2026-03-05T10:15:00.000Z',
    image: 'https://example.kz/_astro/second-shift.jpg',
    language: 'en-GB',
    url: 'https://example.kz/en/news/second-shift',
    company: organization(company, home),
  };
  const byCompany = {
    '@type': 'Organization',
    '@id': 'https://example.kz/#organization',
    name: 'Example Company LLP',
    url: 'https://example.kz/en',
    logo: 'https://example.kz/favicon.svg',
  };

  it('describes the item, published and written by the company', () => {
    expect(newsArticle(page)).toEqual({
      '@type': 'NewsArticle',
      headline: 'Second shift at the welding shop',
      description: 'The welding shop now works in two shifts.',
      datePublished: '2026-03-02',
      dateModified: '2026-03-05T10:15:00.000Z',
      image: ['https://example.kz/_astro/second-shift.jpg'],
      inLanguage: 'en-GB',
      url: 'https://example.kz/en/news/second-shift',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.kz/en/news/second-shift' },
      publisher: byCompany,
      author: byCompany,
    });
  });

  it('leaves out a missing image and cuts a long headline', () => {
    const article = newsArticle({ ...page, image: undefined, name: `${'word '.repeat(30)}end` });
    expect(article).not.toHaveProperty('image');
    expect([...article.headline].length).toBeLessThanOrEqual(HEADLINE_LENGTH);
  });

  it('is never modified before it was published', () => {
    const announced = newsArticle({ ...page, date: '2026-04-01', updatedAt: '2026-03-05T10:15:00.000Z' });
    expect(announced.dateModified).toBe('2026-04-01');
  });
});

describe('breadcrumbList', () => {
  it('numbers the trail from the home page, from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://example.kz/en' },
        { name: 'News', url: 'https://example.kz/en/news' },
        { name: 'Second shift', url: 'https://example.kz/en/news/second-shift' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.kz/en' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://example.kz/en/news' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Second shift',
          item: 'https://example.kz/en/news/second-shift',
        },
      ],
    });
  });
});

describe('jsonLdText', () => {
  const trail = (name: string) => breadcrumbList([{ name, url: 'https://example.kz/' }]);

  it('is the block with its schema.org context, as JSON', () => {
    expect(JSON.parse(jsonLdText(trail('Home')))).toEqual({
      '@context': 'https://schema.org',
      ...trail('Home'),
    });
  });

  it('cannot end its script element, open a comment or break a line, whatever staff write', () => {
    const hostile = '</script><script>alert(1)</script> <!-- a & b --> \u2028\u2029';
    const text = jsonLdText(trail(hostile));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028\\u2029');
    expect((JSON.parse(text) as ReturnType<typeof trail>).itemListElement[0]?.name).toBe(hostile);
  });
});
