import {
  CoHostInviteBody,
  coHostMessages,
  coHostRoleHints,
  coHostRoles,
  coHostUiMessages,
  invitationRoleLabels,
  isValidEmail,
  type CoHostRole,
} from '@undangin/contracts';
import { useSchemaForm, type SchemaFormOptions } from '@undangin/platform/forms';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField, TextField, useNotice } from '@undangin/ui';
import { useInviteCoHostMutation } from '../../../api/invite-cohost';
import styles from './sharing.module.css';

type InviteDraft = { email: string; role: CoHostRole };
const empty: InviteDraft = { email: '', role: 'editor' };

const checks: SchemaFormOptions<InviteDraft> = {
  toValue: ({ email, role }) => ({ email: email.trim(), role }),
  labels: { email: coHostUiMessages.emailLabel, role: coHostUiMessages.roleLabel },
  rules: ({ email }) => ({ email: !isValidEmail(email.trim()) && coHostMessages.invalidEmail }),
};

/** The owner asks someone to co-host by e-mail: the service mails them a one-time link. */
export function CoHostInviteForm({ invitationId }: { invitationId: string }) {
  const [invite, { isLoading }] = useInviteCoHostMutation();
  const [notice, setNotice] = useNotice();
  const { draft, setDraft, set, submit, invalid } = useSchemaForm(CoHostInviteBody, empty, checks);

  async function send(body: CoHostInviteBody) {
    try {
      await invite({ invitationId, body }).unwrap();
      setDraft(empty);
      setNotice({ tone: 'success', text: coHostUiMessages.invited(body.email) });
    } catch (err) {
      // 400 and 409 name the mistake (already a co-host, already invited, too many) in Indonesian.
      setNotice({ tone: 'error', text: errorText(err, coHostUiMessages.changeFailed) });
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit(send, (problem) => setNotice({ tone: 'error', text: problem }))}
      noValidate
      aria-labelledby="cohost-invite-title"
    >
      <h3 id="cohost-invite-title">{coHostUiMessages.inviteTitle}</h3>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className={styles.inviteFields}>
        <TextField
          label={coHostUiMessages.emailLabel}
          id="cohost-email"
          className={styles.field}
          type="email"
          autoComplete="off"
          inputMode="email"
          maxLength={254}
          value={draft.email}
          onChange={set('email')}
          aria-invalid={invalid('email')}
        />
        <SelectField
          label={coHostUiMessages.roleLabel}
          id="cohost-role"
          className={styles.field}
          value={draft.role}
          onChange={set('role')}
          hint={coHostRoleHints[draft.role]}
          options={coHostRoles.map((role) => ({ value: role, label: invitationRoleLabels[role] }))}
        />
      </div>
      <div>
        <Button type="submit" loading={isLoading}>
          {coHostUiMessages.inviteButton}
        </Button>
      </div>
    </form>
  );
}
