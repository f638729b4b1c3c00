import type { ClientDirective } from 'astro';

/**
 * What wakes an island: a pointer coming over it or pressing on it, the keyboard's focus reaching
 * it, a tap. Hovering or focusing usually starts the download before the click itself.
 */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

/**
 * `client:interaction`: the island's React (and React itself) loads only once a visitor reaches for
 * it, so a page whose dialogs and menus nobody opens runs no script for them at all. Until then its
 * server-rendered HTML shows as usual. A click that came before the island was ready is given again
 * once it is: React hydrates on that event and handles it, so the first tap opens the menu or the
 * dialog as it would have on a hydrated island.
 */
const interaction: ClientDirective = (load, _options, island) => {
  let early: HTMLElement | undefined;
  // While Astro's `ssr` mark is on, React is not handling the island's clicks yet.
  const remember = (event: Event) => {
    if (island.hasAttribute('ssr') && event.target instanceof HTMLElement) early = event.target;
  };
  island.addEventListener('click', remember, { capture: true });
  const wake = async () => {
    for (const type of WAKE_EVENTS) island.removeEventListener(type, wake, { capture: true });
    const hydrate = await load();
    await hydrate();
    island.removeEventListener('click', remember, { capture: true });
    if (early?.isConnected) early.click();
  };
  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { capture: true, passive: true });
};

export default interaction;
