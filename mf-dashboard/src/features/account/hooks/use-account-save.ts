import { useState } from 'react';
import { updateUser, useAppDispatch, type SessionUser } from '@undangin/platform';
import { useNotice } from '@undangin/ui';
import { accountSaveError } from '../api/save-errors';

type Attributes = Parameters<typeof updateUser>[0];
export type SaveNotice = { tone: 'error' | 'success'; text: string } | null;

/** One save of the account screen: busy while it runs, then the success as a toast or the failure's Indonesian message. */
export function useAccountSave() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useNotice();

  async function save(attributes: Attributes, successText: string): Promise<SessionUser | null> {
    setBusy(true);
    setNotice(null);
    try {
      const user = await dispatch(updateUser(attributes));
      setNotice({ tone: 'success', text: successText });
      return user;
    } catch (err) {
      setNotice({ tone: 'error', text: accountSaveError(err) });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, notice, setNotice, save };
}
