import { chromium, type Browser } from 'playwright-core';

/**
 * One headless Chromium per worker process, opened on first use and reopened if it crashed. Pages are made from our
 * own HTML (escaped text, fonts and images inline, no script), with the network shut: a page reaches nothing.
 */
export class Printer {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string) {}

  private open(): Promise<Browser> {
    if (!this.browser) {
      const opening = chromium.launch({
        executablePath: this.executablePath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
        ],
      });
      this.browser = opening;
      opening.then(
        (browser) => browser.on('disconnected', () => (this.browser = null)),
        () => (this.browser = null),
      );
    }
    return this.browser;
  }

  private async page(width: number, height: number) {
    const context = await (
      await this.open()
    ).newContext({
      viewport: { width, height },
      offline: true,
      javaScriptEnabled: false,
    });
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort(),
    );
    return context;
  }

  /** A PDF of `html`, its page size from the HTML's own `@page` rule. */
  async pdf(html: string, file: string): Promise<void> {
    const context = await this.page(794, 1123);
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready');
      await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    } finally {
      await context.close();
    }
  }

  /** A PNG of each HTML document at `width`×`height` (the video's frames). */
  async screenshots(documents: string[], width: number, height: number, files: string[]): Promise<void> {
    const context = await this.page(width, height);
    try {
      const page = await context.newPage();
      for (const [index, html] of documents.entries()) {
        await page.setContent(html, { waitUntil: 'load' });
        await page.evaluate('document.fonts.ready');
        await page.screenshot({ path: files[index]!, type: 'png' });
      }
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    await browser?.close().catch(() => undefined);
  }
}
