import type { Page } from '@playwright/test';

/** Visible text set smaller than `minimum` CSS px (14 on a phone), as "font-size 'text'"; one line per distinct case. */
export async function smallText(page: Page, minimum = 14): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('[aria-hidden=true], script, style, noscript')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(style.fontSize);
      if (size < ${minimum} - 0.01) found.add(size.toFixed(1) + "px '" + text.slice(0, 30) + "' ." + String(element.className).slice(0, 40));
    }
    return [...found];
  })()`)) as string[];
}
