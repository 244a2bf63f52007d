import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/** primary: the screen's one main action; secondary: outlined; ghost: quiet; danger: deletes or turns off; link: a text link the size of a finger. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While the action runs: disabled, announced as busy, a spinner beside the label. */
  loading?: boolean;
}

export function Button({ variant = 'primary', loading = false, className, type = 'button', ...props }: ButtonProps) {
  const { children, disabled, ...rest } = props;
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** The class names of a button, for links that look like one (or, with 'link', a text link with a finger-sized target). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
