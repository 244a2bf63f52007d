import { messages, passwordProblems } from '@undangin/contracts';

/** The first rule a new password breaks, or null; the confirmation must match. */
export function newPasswordError(password: string, confirmation: string): string | null {
  const [problem] = passwordProblems(password);
  if (problem === 'length') return messages.reset.tooShort;
  if (problem === 'lowercase') return messages.reset.needsLowercase;
  if (problem === 'digit') return messages.reset.needsDigit;
  if (password !== confirmation) return messages.reset.mismatch;
  return null;
}
