import { useEffect } from 'react';

/** The site's own description (as shell/src/index.html has it), for pages that do not describe themselves. */
export const siteDescription =
  'Buat undangan digital pernikahan dan acara lainnya, kirim lewat WhatsApp, kelola RSVP dan buku tamu.';

/**
 * Sets the document title (suffixed with the brand unless it names it already) and meta description. A page that
 * gives no description gets the site's, never the one of the page visited before it.
 */
export function useDocumentTitle(title: string, description: string = siteDescription): void {
  useEffect(() => {
    document.title = !title ? 'Undangin' : title.includes('Undangin') ? title : `${title} | Undangin`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
