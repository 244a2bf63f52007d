import { useEffect } from 'react';

/** Sets the document title (suffixed with the brand unless it names it already) and meta description. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = !title ? 'Undangin' : title.includes('Undangin') ? title : `${title} | Undangin`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
