import { useState } from 'react';
import {
  coHostUiMessages,
  defaultPrivateTitle,
  invitationPasswordRules,
  invitationPrivacies,
  PrivacyBody,
  privacyLabels,
  privacyMessages,
  type InvitationDetail,
  type InvitationPrivacy,
} from '@undangin/contracts';
import { useSchemaForm, type SchemaFormOptions } from '@undangin/platform/forms';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, Card, PasswordField, TextField, useNotice } from '@undangin/ui';
import { Globe, KeyRound, UserCheck, type LucideIcon } from 'lucide-react';
import { useSavePrivacyMutation } from '../api/save-privacy';
import styles from './sharing.module.css';

type PrivacyDraft = { privacy: InvitationPrivacy; title: string; password: string };

const icons: Record<InvitationPrivacy, LucideIcon> = { public: Globe, guests: UserCheck, password: KeyRound };

/** PrivacyBody as the service checks it: a password only for 'password', and required the first time it is chosen. */
const checksFor = (hasPassword: boolean): SchemaFormOptions<PrivacyDraft> => ({
  toValue: ({ privacy, title, password }) => ({
    privacy,
    title: title.trim(),
    ...(privacy === 'password' && password ? { password } : {}),
  }),
  labels: { title: coHostUiMessages.privateTitleLabel, password: privacyMessages.unlockLabel },
  rules: ({ privacy, password }) => ({
    password:
      privacy === 'password' &&
      (password
        ? password.length < invitationPasswordRules.min && privacyMessages.passwordShort
        : !hasPassword && privacyMessages.passwordRequired),
  }),
});

/** Who may open the invitation's page: anyone with its address, guests with their personal link, or a password. */
export function PrivacyPanel({ invitation }: { invitation: InvitationDetail }) {
  const [save, { isLoading }] = useSavePrivacyMutation();
  const [notice, setNotice] = useNotice();
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const { draft, setDraft, set, submit, invalid } = useSchemaForm(
    PrivacyBody,
    (): PrivacyDraft => ({ privacy: invitation.privacy, title: invitation.privacy_title ?? '', password: '' }),
    checksFor(invitation.has_password),
  );

  async function store(body: PrivacyBody) {
    setPasswordError(null);
    try {
      await save({ invitationId: invitation.id, body }).unwrap();
      setDraft((current) => ({ ...current, password: '' }));
      setNotice({ tone: 'success', text: privacyMessages.saved });
    } catch (err) {
      const text = errorText(err, coHostUiMessages.privacySaveFailed);
      const details = (err as { data?: { details?: { field: string }[] } }).data?.details ?? [];
      if (details.some((detail) => detail.field === 'password')) setPasswordError(text);
      setNotice({ tone: 'error', text });
    }
  }

  return (
    <Card titleId="privacy-title" title={coHostUiMessages.privacyTitle}>
      <form
        className={styles.form}
        onSubmit={submit(store, (problem) => setNotice({ tone: 'error', text: problem }))}
        noValidate
      >
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <fieldset className={styles.levels}>
          <legend>{coHostUiMessages.privacyLevels}</legend>
          {invitationPrivacies.map((level) => {
            const Icon = icons[level];
            return (
              <label key={level} className={styles.level}>
                <input
                  type="radio"
                  name="privacy"
                  value={level}
                  checked={draft.privacy === level}
                  onChange={set('privacy')}
                  aria-describedby={`privacy-${level}-hint`}
                />
                <span className={styles.levelText}>
                  <strong>
                    <Icon size={20} aria-hidden="true" /> {privacyLabels[level]}
                  </strong>
                  <span id={`privacy-${level}-hint`} className={styles.muted}>
                    {coHostUiMessages.privacyHints[level]}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <TextField
          label={coHostUiMessages.privateTitleLabel}
          id="privacy-title-field"
          className={styles.field}
          placeholder={defaultPrivateTitle}
          maxLength={100}
          hint={coHostUiMessages.privateTitleHint}
          value={draft.title}
          onChange={set('title')}
          aria-invalid={invalid('title')}
        />
        {draft.privacy === 'password' ? (
          <PasswordField
            label={invitation.has_password ? coHostUiMessages.changePasswordLabel : coHostUiMessages.passwordLabel}
            id="privacy-password"
            className={styles.field}
            autoComplete="new-password"
            maxLength={invitationPasswordRules.max}
            hint={invitation.has_password ? coHostUiMessages.passwordKeepHint : coHostUiMessages.passwordHint}
            value={draft.password}
            onChange={(event) => (setPasswordError(null), set('password')(event))}
            error={passwordError}
            aria-invalid={invalid('password') ?? (passwordError ? true : undefined)}
          />
        ) : null}
        <div>
          <Button type="submit" loading={isLoading}>
            {coHostUiMessages.savePrivacy}
          </Button>
        </div>
      </form>
    </Card>
  );
}
