import { column } from './typed-sql';

const disabledAt = column('auth_users', 'disabled_at');
/**
 * SQL: whether invitation `i` is public, what a guest may open: its host published it and keeps it switched on
 * (is_active; an admin's deactivation switches it off too), and the host's account is not disabled. Anything else
 * shows guests the same neutral not-found page, whatever the reason.
 */
export const publicInvitation = (i: string) =>
  `(${i}.is_active and not exists (select 1 from auth_users owner where owner.id = ${i}.user_id and owner.${disabledAt} is not null))`;
