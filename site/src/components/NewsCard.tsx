import type { NewsCardData } from '../content/news-cards.ts';

interface NewsCardProps {
  item: NewsCardData;
  readMore: string;
  /** The top story: a larger card with a level-2 heading and a picture that loads at once. */
  featured?: boolean;
  /** A short label above the title, e.g. "Top story". */
  badge?: string | undefined;
}

/**
 * One news card, for the news page (rendered at build time, no script) and for the stories
 * "load more" adds in the browser, so both always show the same card.
 */
export function NewsCard({ item, readMore, featured = false, badge }: NewsCardProps) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? 'news-card news-featured' : 'news-card'}>
      {item.image ? (
        <img
          className="news-card-image"
          src={item.image.src}
          srcSet={item.image.srcset}
          sizes={featured ? '(min-width: 960px) 55vw, 100vw' : '(min-width: 960px) 30vw, 100vw'}
          width={item.image.width}
          height={item.image.height}
          alt={item.image.alt}
          lang={item.image.lang}
          loading={featured ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <NewsPlaceholder />
      )}
      <div className="news-card-body">
        {badge && <p className="badge">{badge}</p>}
        <time dateTime={item.isoDate}>{item.date}</time>
        {item.inRussian && <p className="language-mark">{item.inRussian}</p>}
        <Heading lang={item.titleLang}>{item.title}</Heading>
        <p lang={item.descriptionLang}>{item.description}</p>
        <a className="read-more" href={item.href}>
          {readMore}
          <span className="visually-hidden">: {item.title}</span>
        </a>
      </div>
    </article>
  );
}

/** The drawn newspaper shown on a story without a picture; decorative. */
function NewsPlaceholder() {
  return (
    <svg
      className="news-card-image news-placeholder"
      viewBox="0 0 160 100"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="160" height="100" fill="#e8edf3" />
      <rect x="45" y="20" width="70" height="60" rx="3" fill="#fff" stroke="#8aa0b8" strokeWidth="2" />
      <rect x="52" y="28" width="56" height="8" fill="#8aa0b8" />
      <rect x="52" y="42" width="24" height="18" fill="#c5d2e0" />
      <path d="M82 44h26M82 50h26M82 56h20M52 66h56M52 72h40" stroke="#8aa0b8" strokeWidth="2" />
    </svg>
  );
}
