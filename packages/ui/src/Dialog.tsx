import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  /** The heading; it names the dialog for screen readers unless `label` says otherwise. */
  title: ReactNode;
  /** Called on Escape, on the close button and on a tap outside the panel; the owner unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content (Simpan, Batal…). */
  actions?: ReactNode;
  /** An accessible name other than the title's text. */
  label?: string;
  /**
   * 'sheet' rises from the bottom on a phone; 'wide' is for previews; 'drawer' slides in from the right; 'photo' is a
   * dark full screen for a picture.
   */
  size?: 'normal' | 'wide' | 'sheet' | 'drawer' | 'photo';
  closeLabel?: string;
  className?: string;
  testId?: string;
}

/**
 * The one dialog of every remote, open while mounted: a native modal <dialog> (the rest of the page is inert, so
 * focus stays inside), Escape and a tap on the backdrop close it, and focus goes back to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  actions,
  label,
  size = 'normal',
  closeLabel = 'Tutup',
  className,
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts us), so the element never closes behind React's back.
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => close.current()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {actions ? <footer className={styles.actions}>{actions}</footer> : null}
      </div>
    </dialog>
  );
}
