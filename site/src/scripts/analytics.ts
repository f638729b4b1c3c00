/**
 * Starts the analytics service set on `#analytics` (components/AnalyticsScript.astro): Matomo at
 * once, without cookies; Yandex Metrica or Google Analytics, which set cookies, only once the
 * visitor has allowed it in the consent bar. The choice is kept in local storage for this service
 * and id (another service asks again) and can be changed from the footer's link; withdrawing it
 * removes the service's cookies and reloads the page without it.
 */

type Choice = 'granted' | 'denied';

const CHOICE_KEY = 'analytics-consent';
/** The cookies Yandex Metrica (`_ym_uid`, `_ym_d`, …) and Google Analytics (`_ga`, `_ga_<id>`, `_gid`) set. */
const SERVICE_COOKIES = /^(_ym|_ga|_gid)/;

interface Service {
  service: string;
  script: string;
  id: string;
}

/** A service's own script, loaded from its host (which the page's policy admits for this service only). */
function load(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** A queue the service's script reads once it arrives, as its makers' snippets set it up. */
function queue(name: string): unknown[] {
  const global = window as unknown as Record<string, unknown[]>;
  global[name] ??= [];
  return global[name];
}

const START: Record<string, (settings: Service) => void> = {
  matomo({ script, id }) {
    const paq = queue('_paq');
    paq.push(['disableCookies'], ['setTrackerUrl', new URL('matomo.php', script).href], ['setSiteId', id]);
    paq.push(['trackPageView'], ['enableLinkTracking']);
    load(script);
  },
  yandexMetrica({ id }) {
    type Ym = { (...args: unknown[]): void; a?: IArguments[]; l?: number };
    const global = window as unknown as { ym?: Ym };
    // As Yandex's snippet: calls wait in `ym.a`, as `arguments` objects, until tag.js arrives.
    const ym: Ym =
      global.ym ??
      Object.assign(
        function (..._: unknown[]) {
          ym.a ??= [];
          // biome-ignore lint/complexity/noArguments: tag.js reads the arguments object itself.
          ym.a.push(arguments);
        },
        { l: Date.now() },
      );
    global.ym = ym;
    ym(Number(id), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
    load('https://mc.yandex.ru/metrika/tag.js');
  },
  googleAnalytics({ id }) {
    const dataLayer = queue('dataLayer');
    // gtag.js reads each call as the `arguments` object its snippet pushes, not as an array.
    function gtag(..._: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js needs the arguments object itself.
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', id);
    load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  },
};

function readChoice(key: string): Choice | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? 'null') as {
      for?: string;
      choice?: Choice;
    } | null;
    return kept?.for === key && (kept.choice === 'granted' || kept.choice === 'denied')
      ? kept.choice
      : undefined;
  } catch {
    return undefined;
  }
}

function keepChoice(key: string, choice: Choice): void {
  try {
    localStorage.setItem(CHOICE_KEY, JSON.stringify({ for: key, choice }));
  } catch {
    // Storage refused (a private window's quota): the choice holds for this page only.
  }
}

/** Removes the service's cookies from this host and the domains above it, where they may be set. */
function removeServiceCookies(): void {
  const parts = location.hostname.split('.');
  const domains = parts.map((_, index) => parts.slice(index).join('.')).slice(0, -1);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!SERVICE_COOKIES.test(name)) continue;
    for (const domain of ['', ...domains.map((d) => `; domain=.${d}`)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site serves.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

function run(): void {
  const element = document.getElementById('analytics');
  const settings = element && {
    service: element.dataset.service ?? '',
    script: element.dataset.script ?? '',
    id: element.dataset.id ?? '',
  };
  const start = settings && START[settings.service];
  if (!settings || !start) return;
  const bar = document.getElementById('consent-bar');
  if (!bar) {
    start(settings);
    return;
  }

  const key = `${settings.service}:${settings.id}`;
  let started = false;
  let opener: HTMLElement | null = null;
  const begin = () => {
    if (started) return;
    started = true;
    start(settings);
  };
  /** The page keeps room below its end for the bar, so the bar never hides the last of it. */
  const room = () => {
    document.body.style.paddingBottom = bar.hidden ? '' : `${bar.offsetHeight}px`;
  };
  const show = (from: HTMLElement | null) => {
    opener = from;
    bar.hidden = false;
    room();
    if (from) bar.querySelector<HTMLButtonElement>('[data-consent]')?.focus();
  };
  const hide = () => {
    bar.hidden = true;
    room();
    opener?.focus();
    opener = null;
  };

  for (const button of bar.querySelectorAll<HTMLButtonElement>('[data-consent]')) {
    button.addEventListener('click', () => {
      const choice = button.dataset.consent as Choice;
      keepChoice(key, choice);
      hide();
      if (choice === 'granted') begin();
      else if (started) {
        removeServiceCookies();
        location.reload();
      }
    });
  }
  bar.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && opener) hide();
  });
  for (const link of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    link.hidden = false;
    link.addEventListener('click', () => show(link));
  }
  // The bar's height follows the width (its text wraps): the room follows the bar.
  new ResizeObserver(room).observe(bar);

  const choice = readChoice(key);
  if (choice === 'granted') begin();
  else if (!choice) show(null);
}

run();
