/**
 * Counts saves of the signed-in user's profile in this tab. An answer about the user that was asked for before a
 * save (the start-up check, a refresh) describes the user as they were: it must not overwrite what was just saved.
 */
let revision = 0;

export const userRevision = (): number => revision;
export const userSaved = (): void => {
  revision += 1;
};
