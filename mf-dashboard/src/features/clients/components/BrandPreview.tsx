import { brandMark } from '@undangin/contracts';
import { brandText } from './clients-text';
import styles from './clients.module.css';

/** The line that will end the reseller's invitations, drawn as the invitation draws it: mark, logo, name, link. */
export function BrandPreview({ name, logoUrl, linkUrl }: { name: string; logoUrl: string; linkUrl: string }) {
  const shown = (
    <>
      {logoUrl ? <img className={styles.previewLogo} src={logoUrl} alt="" height={20} /> : null}
      {name.trim() || brandText.name}
    </>
  );
  return (
    <div className={styles.preview}>
      <p className={styles.muted}>{brandText.preview}</p>
      <p className={styles.previewLine} data-testid="brand-preview">
        {brandMark.text}{' '}
        {/^https:\/\/[^\s/]+\.[^\s]+$/.test(linkUrl.trim()) ? (
          <a href={linkUrl.trim()} target="_blank" rel="noopener noreferrer">
            {shown}
          </a>
        ) : (
          shown
        )}
      </p>
    </div>
  );
}
