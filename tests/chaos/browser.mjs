// In the browser: a killed service takes down only its own area ('Coba Lagi'), the rest of the page stays, and
// 'Coba Lagi' brings the area back once the supervisor has restarted the service.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.cjs';
import { baseUrl, pidOn, readyOn, waitFor } from './stack.mjs';

const check = (what, ok, detail) => ({ what, ok: Boolean(ok), detail });

/** Kills the marketing service while the blog is opened; up to three tries to open it inside the restart's window. */
export async function browserRecovers({ port }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const checks = [];
  const numbers = { tries: 0 };
  try {
    const page = await browser.newPage({ locale: 'id-ID' });
    const failed = page.getByText('Artikel belum dapat dimuat.');
    const articles = page.getByRole('searchbox', { name: 'Cari artikel' });
    await page.goto(`${baseUrl}/blog`);
    await articles.waitFor({ timeout: 15_000 });
    let sawFallback = false;
    while (!sawFallback && numbers.tries < 3) {
      numbers.tries += 1;
      const pid = pidOn(port);
      process.kill(pid, 'SIGKILL');
      await page.goto(`${baseUrl}/blog`);
      sawFallback = await failed.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (sawFallback) {
        // The shell's chrome around the failed area is still there.
        checks.push(
          check('only the area falls back: the page around it stays', await page.getByRole('contentinfo').isVisible()),
        );
      }
      await waitFor(async () => pidOn(port) !== pid && (await readyOn(port)), 20_000, 'marketing back');
    }
    checks.push(check("the killed service's area shows 'Coba Lagi'", sawFallback, `tries: ${numbers.tries}`));
    if (sawFallback) {
      await page.getByRole('button', { name: 'Coba Lagi' }).click();
      const recovered = await articles.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      checks.push(check("'Coba Lagi' brings the articles back once the service is back", recovered));
    }
  } finally {
    await browser.close();
  }
  return { name: 'kill -9 marketing while a guest opens the blog (browser)', checks, numbers };
}
