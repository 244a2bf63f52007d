import styles from './admin-list.module.css';

/**
 * An e-mail address that wraps only where a person would break it (after the '@', before a dot of the domain), never
 * in the middle of a name: on a 360 px phone a long address reads as two clean parts.
 */
export function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0)
    return (
      <span className={styles.address} data-testid="address">
        {email}
      </span>
    );
  const domain = email.slice(at + 1).split('.');
  return (
    <span className={styles.address} data-testid="address">
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, i) =>
        i ? (
          <span key={i}>
            <wbr />.{part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
