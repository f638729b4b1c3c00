import { expect, test } from '@playwright/test';
import { localized } from './support.ts';

/** The properties an animation's keyframes set, beside the keyframes' own timing fields. */
function animatedProperties(): string[][] {
  const timing = new Set(['offset', 'computedOffset', 'easing', 'composite']);
  return document
    .getAnimations()
    .map((animation) =>
      (animation.effect as KeyframeEffect)
        .getKeyframes()
        .flatMap((keyframe) => Object.keys(keyframe).filter((key) => !timing.has(key))),
    );
}

test('the partner strip scrolls by transform alone, which the compositor runs without layout or paint', async ({
  page,
}) => {
  await page.goto(localized('kk'));
  await page.locator('.partners-strip').scrollIntoViewIfNeeded();
  const track = page.locator('.logo-track');
  await expect
    .poll(() => track.evaluate((element) => element.getAnimations().map((animation) => animation.playState)))
    .toEqual(['running']);
  const properties = await page.evaluate(animatedProperties);
  expect(properties.length).toBeGreaterThan(0);
  for (const animated of properties)
    expect(['opacity', 'transform']).toEqual(expect.arrayContaining(animated));
});

test('nothing on the page moves for a visitor who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(localized('kk'));
  await page.locator('.partners-strip').scrollIntoViewIfNeeded();
  await expect(page.locator('.logo-row').first()).toBeVisible();
  expect(await page.evaluate(animatedProperties)).toEqual([]);
});
