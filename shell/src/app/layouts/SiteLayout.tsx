import { Outlet } from '@undangin/router';
import { Footer } from './Footer';
import { MobileBar } from './MobileBar';
import { TopBar } from './TopBar';
import styles from './site-layout.module.css';

/** The public chrome around marketing pages: top bar, footer and, on phones, the bottom bar. */
export function SiteLayout() {
  return (
    <div className={styles.frame}>
      <TopBar />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <MobileBar />
    </div>
  );
}
