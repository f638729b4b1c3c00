import type { Locale } from '@industrial/api/content';

interface LanguageOption {
  locale: Locale;
  href: string;
  short: string;
  name: string;
  current: boolean;
}

/**
 * Links to the same page in each language. The header's inline listener remembers the choice, so it
 * wins on every page, even when the link is followed the moment the page appears.
 */
export default function LanguageSwitcher({
  label,
  languages,
}: {
  label: string;
  languages: LanguageOption[];
}) {
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul>
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.current ? 'true' : undefined}
              title={language.name}
            >
              <span aria-hidden="true">{language.short}</span>
              <span className="visually-hidden">{language.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
