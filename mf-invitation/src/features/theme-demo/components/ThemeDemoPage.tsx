import { useParams } from 'react-router';
import { useDocumentTitle } from '@undangin/platform';
import { Notice } from '@undangin/ui';

/** /demo/{slug}: a theme shown with sample content. */
export function ThemeDemoPage() {
  const { slug = '' } = useParams();
  useDocumentTitle(`Demo Tema ${slug}`);
  return <Notice title={`Demo Tema ${slug}`} text="Contoh undangan dengan tema ini sedang kami siapkan." />;
}
