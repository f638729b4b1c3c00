import { describe, expect, it } from 'vitest';
import {
  type CompanyDetails,
  EMPLOYMENT_TYPES,
  type JobPosting,
  jobPosting,
  jsonLdText,
  organization,
  type VacancyPage,
} from './structured-data.ts';

const company: CompanyDetails = {
  name: 'Example Company LLP',
  phone: '+7 (700) 000-00-00',
  email: 'info@example.kz',
  address: '1 Example Street, Atyrau, Kazakhstan',
  instagramUrl: '',
};
const home = new URL('https://example.kz/en');

const vacancy: VacancyPage = {
  title: 'Electric and gas welder, grade 5',
  body: '<h2>What you will do</h2><ul><li>welding steel structures</li></ul>',
  createdAt: '2026-12-01T09:30:00.000Z',
  unpublishAt: '2027-06-01T19:00:00.000Z',
  employment: 'fullTime',
  location: 'Atyrau',
  salary: { from: 400_000, to: 550_000 },
  language: 'en-GB',
  url: 'https://example.kz/en/careers/electric-and-gas-welder-grade-5',
  company: organization(company, home),
};

/**
 * schema.org's JobPosting as Google's guidance requires it (title, description, datePosted,
 * hiringOrganization, jobLocation) and the types it gives each property the page fills: checked on
 * the JSON-LD text as a search engine parses it.
 */
function schemaOrgProblems(posting: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const isDateTime = (value: unknown) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const typed = (value: unknown, type: string): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === type;

  if (posting['@context'] !== 'https://schema.org') problems.push('@context');
  if (posting['@type'] !== 'JobPosting') problems.push('@type');
  for (const required of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
    if (!(required in posting)) problems.push(`${required} missing`);
  }
  if (!text(posting.title)) problems.push('title: Text');
  if (!text(posting.description)) problems.push('description: Text');
  if (!isDate(posting.datePosted) && !isDateTime(posting.datePosted)) problems.push('datePosted: Date');
  if ('validThrough' in posting && !isDate(posting.validThrough) && !isDateTime(posting.validThrough)) {
    problems.push('validThrough: Date or DateTime');
  }
  const organization = posting.hiringOrganization;
  if (!typed(organization, 'Organization') || !text(organization.name))
    problems.push('hiringOrganization: Organization');
  const place = posting.jobLocation;
  const address = typed(place, 'Place') ? place.address : undefined;
  if (!typed(address, 'PostalAddress') || !text(address.addressLocality) || address.addressCountry !== 'KZ') {
    problems.push('jobLocation: Place with a PostalAddress in KZ');
  }
  const types = [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ];
  if ('employmentType' in posting && !types.includes(posting.employmentType as string))
    problems.push('employmentType');
  if ('baseSalary' in posting) {
    const salary = posting.baseSalary;
    const value = typed(salary, 'MonetaryAmount') ? salary.value : undefined;
    const numbers = typed(value, 'QuantitativeValue')
      ? ['value', 'minValue', 'maxValue'].filter((name) => name in value)
      : [];
    if (
      !typed(salary, 'MonetaryAmount') ||
      salary.currency !== 'KZT' ||
      numbers.length === 0 ||
      numbers.some((name) => typeof (value as Record<string, unknown>)[name] !== 'number')
    ) {
      problems.push('baseSalary: MonetaryAmount in KZT with a QuantitativeValue');
    }
  }
  return problems;
}

/** The JobPosting as a search engine reads it from the page. */
const parsed = (posting: JobPosting) => JSON.parse(jsonLdText(posting)) as Record<string, unknown>;

describe('jobPosting', () => {
  it("passes schema.org's rules for a JobPosting, with the salary as a range in tenge a month", () => {
    const posting = parsed(jobPosting(vacancy));
    expect(schemaOrgProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      title: 'Electric and gas welder, grade 5',
      description: vacancy.body,
      datePosted: '2026-12-01',
      validThrough: '2027-06-01T19:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Example Company LLP',
        url: 'https://example.kz/en',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Atyrau', addressCountry: 'KZ' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'KZT',
        value: { '@type': 'QuantitativeValue', unitText: 'MONTH', minValue: 400_000, maxValue: 550_000 },
      },
      inLanguage: 'en-GB',
      url: vacancy.url,
    });
  });

  it('says no salary and no closing date where the vacancy gives none, and stays valid', () => {
    const posting = parsed(jobPosting({ ...vacancy, salary: { from: null, to: null }, unpublishAt: null }));
    expect(schemaOrgProblems(posting)).toEqual([]);
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('validThrough');
  });

  it.each([
    [{ from: 300_000, to: null }, { minValue: 300_000 }],
    [{ from: null, to: 600_000 }, { maxValue: 600_000 }],
    [{ from: 500_000, to: 500_000 }, { value: 500_000 }],
  ])('tells the salary %o as %o', (salary, value) => {
    const posting = parsed(jobPosting({ ...vacancy, salary }));
    expect(schemaOrgProblems(posting)).toEqual([]);
    expect((posting.baseSalary as { value: object }).value).toEqual({
      '@type': 'QuantitativeValue',
      unitText: 'MONTH',
      ...value,
    });
  });

  it.each(Object.entries(EMPLOYMENT_TYPES))('tells the employment type %s as %s', (employment, type) => {
    const posting = parsed(jobPosting({ ...vacancy, employment: employment as VacancyPage['employment'] }));
    expect(schemaOrgProblems(posting)).toEqual([]);
    expect(posting.employmentType).toBe(type);
  });

  it('is refused by the rules when a required property is missing or of the wrong type', () => {
    const { title: _title, ...untitled } = parsed(jobPosting(vacancy));
    expect(schemaOrgProblems(untitled)).toContain('title missing');
    const abroad = parsed(jobPosting(vacancy));
    (abroad.jobLocation as { address: { addressCountry: string } }).address.addressCountry = 'RU';
    expect(schemaOrgProblems(abroad)).toEqual(['jobLocation: Place with a PostalAddress in KZ']);
  });
});
