import { useRef, useState } from 'react';
import type { NewsCardData, NewsPage } from '../../content/news-cards.ts';
import { NewsCard } from '../NewsCard.tsx';

interface NewsLoadMoreProps {
  /** The first static JSON page after the news the page itself shows. */
  firstPage: string;
  labels: { loadMore: string; loading: string; error: string; readMore: string };
}

/** "Load more news": reads the JSON pages the build wrote, so it works with the API stopped. */
export default function NewsLoadMore({ firstPage, labels }: NewsLoadMoreProps) {
  const [items, setItems] = useState<NewsCardData[]>([]);
  const [next, setNext] = useState<string | null>(firstPage);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const list = useRef<HTMLUListElement>(null);

  async function loadMore() {
    if (!next) return;
    setState('loading');
    try {
      const response = await fetch(next);
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as NewsPage;
      const firstNew = items.length;
      setItems([...items, ...page.items]);
      setNext(page.next);
      setState('idle');
      // Move focus to the first added story so keyboard users continue where the list grew.
      requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('a')[firstNew]?.focus());
    } catch {
      setState('error');
    }
  }

  return (
    <>
      <ul ref={list} className="news-grid news-more" aria-live="polite">
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} readMore={labels.readMore} />
          </li>
        ))}
      </ul>
      {state === 'error' && (
        <p className="load-error" role="alert">
          {labels.error}
        </p>
      )}
      {next && (
        <div className="load-more">
          <button type="button" className="button" onClick={loadMore} disabled={state === 'loading'}>
            {state === 'loading' ? labels.loading : labels.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
