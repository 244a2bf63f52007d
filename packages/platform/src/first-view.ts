/**
 * Takes away the plain-HTML first view the page service put into a page (#undangin-prerender: an invitation's cover,
 * the landing page's hero) once the real page is drawn, or once it cannot be.
 */
export function removeFirstView(): void {
  document.getElementById('undangin-prerender')?.remove();
}
