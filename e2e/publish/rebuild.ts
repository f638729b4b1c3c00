/**
 * Each save of published content (or of the settings) rebuilds the whole static site (Astro, three
 * languages) before the public pages change: this long, at the most.
 */
export const REBUILD_TIMEOUT = 240_000;

/** How `expect.poll` waits for a page to show what a rebuild brings. */
export const REBUILT = { timeout: REBUILD_TIMEOUT, intervals: [1_000, 2_000] };

/** A publishing spec waits for up to three rebuilds; the project's timeout (playwright.config.ts). */
export const PUBLISH_TEST_TIMEOUT = 3 * REBUILD_TIMEOUT + 120_000;
