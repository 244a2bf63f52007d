import { useCallback, useState, useSyncExternalStore } from 'react';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
}

// One queue for the whole page: packages/ui is a shared singleton, so a remote's toast shows in the shell's Toaster.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Shows a short message (Tersimpan, Gagal menyimpan…) for a few seconds; errors stay until closed. */
export function showToast(text: string, tone: ToastTone = 'success'): void {
  const id = nextId++;
  items = [...items.slice(-2), { id, text, tone }];
  emit();
  if (tone !== 'error') setTimeout(() => dismiss(id), 4000);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear: rendered once by the shell (and by a remote's own standalone host). */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className={styles.region} aria-live="polite" aria-relevant="additions text">
      {shown.map((item) => (
        <div
          key={item.id}
          className={[styles.toast, styles[item.tone]].join(' ')}
          role={item.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{item.text}</span>
          <button type="button" className={styles.close} aria-label="Tutup pesan" onClick={() => dismiss(item.id)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}

export interface PageNotice {
  tone: 'error' | 'success';
  text: string;
}

/**
 * A screen's notice after an action: a failure stays on the screen beside the form it concerns (an alert); a success
 * becomes a toast, which outlives a navigation and does not push the form down.
 */
export function useNotice(): [PageNotice | null, (next: PageNotice | null) => void] {
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const set = useCallback((next: PageNotice | null) => {
    if (next?.tone === 'success') {
      showToast(next.text, 'success');
      setNotice(null);
    } else setNotice(next);
  }, []);
  return [notice, set];
}
