import type { Locale } from '@industrial/api/content';

interface LanguageOption {
  locale: Locale;
  href: string;
  short: string;
  name: string;
  current: boolean;
}

/** Links to the same page in each language; the choice is remembered so it wins on every page. */
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
              onClick={() => {
                try {
                  localStorage.setItem('language', language.locale);
                } catch {
                  // Storage can be disabled; the link still leads to the chosen language.
                }
              }}
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
