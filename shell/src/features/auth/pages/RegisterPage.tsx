import { Link } from 'react-router';
import { getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { AuthCard } from './AuthCard';
import styles from './auth-card.module.css';

export function RegisterPage() {
  useDocumentTitle('Daftar Gratis');
  return (
    <AuthCard title="Daftar Gratis" subtitle="Buat akun dan undangan pertama Anda.">
      <nav className={styles.links}>
        <Link to={getHref('login')}>Masuk</Link>
        <Link to={getHref('register')}>Daftar Gratis</Link>
        <Link to={getHref('forgotPassword')}>Lupa password?</Link>
      </nav>
    </AuthCard>
  );
}
