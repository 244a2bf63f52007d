import { useNavigate } from '@undangin/router';
import { signOut, useAppDispatch } from '@undangin/platform';

/** Logout from the public chrome (account menu, mobile menu): sign out, then back to /. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    try {
      await dispatch(signOut());
    } catch {
      // Signed out here in any case; the service's failure is logged.
    }
    void navigate('/', { replace: true });
  };
}
