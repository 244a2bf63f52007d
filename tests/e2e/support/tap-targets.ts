import type { Page } from '@playwright/test';

/**
 * Controls a finger must hit that are smaller than 44 × 44 CSS px, as "tag 'name' W×H". Links inside a sentence
 * are exempt (their line sets their height), and so is what is hidden, inert or visually hidden (skip links until
 * focused); a checkbox or radio counts by the label that wraps it.
 */
export async function smallTapTargets(page: Page, minimum = 44): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const minimum = ${minimum};
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=checkbox]';
    const found = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let target = element;
      if (element.matches('input[type=checkbox], input[type=radio]')) target = element.closest('label') || element;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.parentElement;
        const own = (element.textContent || '').trim().length;
        if (block && (block.textContent || '').trim().length > own) continue;
      }
      if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) continue;
      const kind = element.tagName === "INPUT" ? "[" + element.type + "]" : "";
      const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '').trim().slice(0, 40);
      found.push(element.tagName.toLowerCase() + kind + " '" + name + "' " + Math.round(box.width) + '×' + Math.round(box.height));
    }
    return found;
  })()`)) as string[];
}
