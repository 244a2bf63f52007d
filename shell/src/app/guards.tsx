import { Link, Navigate, Outlet, useLocation } from '@undangin/router';
import { chromePaths, guardMessages, type RouteAccess } from '@undangin/contracts';
import { selectAuthStatus, selectIsAdmin, useAppSelector } from '@undangin/platform';
import { buttonClass, Notice, Spinner } from '@undangin/ui';

/** The guard in front of every non-public route: spinner while unknown, /login when signed out, denied for non-admins. */
export function RequireAccess({ access }: { access: Exclude<RouteAccess, 'public'> }) {
  const status = useAppSelector(selectAuthStatus);
  const isAdmin = useAppSelector(selectIsAdmin);
  const location = useLocation();

  if (status === 'unknown') return <Spinner label={guardMessages.verifying} />;
  if (status === 'signedOut') return <Navigate to={chromePaths.login} replace state={{ from: location }} />;
  if (access === 'admin' && !isAdmin) {
    return (
      <Notice
        title={guardMessages.deniedTitle}
        text={guardMessages.deniedText}
        action={
          <Link className={buttonClass()} to={chromePaths.dashboard}>
            {guardMessages.backToDashboard}
          </Link>
        }
      />
    );
  }
  return <Outlet />;
}
