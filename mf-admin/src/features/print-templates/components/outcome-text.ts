import { adminMessages } from '@undangin/contracts';

const text = adminMessages.printTemplates;

/** The service answered (a status code): the write failed; no answer at all (network, a thrown error) is the unexpected case. */
const answered = (error: unknown) => typeof (error as { status?: unknown } | null)?.status === 'number';

/** What a save says: success, or the spec's failure for a create or an update, or its unexpected-error text. */
export const saveOutcome = (editing: boolean, error?: unknown): string => {
  if (error === undefined) return editing ? text.updated : text.created;
  if (!answered(error)) return text.saveUnexpected;
  return editing ? text.updateFailed : text.createFailed;
};

/** What a delete says: success, the spec's failure, or its unexpected-error text. */
export const deleteOutcome = (error?: unknown): string => {
  if (error === undefined) return text.deleted;
  return answered(error) ? text.deleteFailed : text.deleteUnexpected;
};
