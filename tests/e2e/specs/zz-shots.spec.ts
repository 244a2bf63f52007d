import { test } from '@playwright/test';
const routes = ['/budi-dan-ani?to=Siti%20Rahma', '/demo/golden-elegance', '/demo/forest-dream', '/demo/ocean-breeze'];
for (const [i, route] of routes.entries())
  test(`shot ${i}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${i}-cover.png` });
    await page.evaluate("document.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; })");
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/${i}-full.png`, fullPage: true });
  });
