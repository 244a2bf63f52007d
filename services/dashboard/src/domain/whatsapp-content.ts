import {
  fillWhatsappTemplate,
  formatLongDate,
  personalInvitationLink,
  sessionHours,
  sessionLines,
  sessionsOfGuest,
  whatsappTemplateTexts,
  type Session,
  type WhatsappKind,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { listSessions } from '../repositories/sessions';
import { messageInvitation, type MessageGuest, type MessageInvitation } from '../repositories/whatsapp-messages';
import { templateVariable } from '../whatsapp/cloud-api';
import type { WhatsappSettings } from '../whatsapp/settings';

export interface MessageContent {
  template: string;
  /** {{1}} name, {{2}} personal link, {{3}} date, {{4}} sessions. */
  params: [string, string, string, string];
  headerImage: string | null;
  /** What the guest reads. */
  text: string;
}

/** An invitation as its messages need it, read once per send. */
export interface ContentSource {
  invitation: MessageInvitation;
  sessions: Session[];
}

export async function contentSource(em: EntityManager, invitationId: string): Promise<ContentSource | null> {
  const invitation = await messageInvitation(em, invitationId);
  return invitation ? { invitation, sessions: await listSessions(em, invitationId) } : null;
}

/** An uploaded picture's public address (WhatsApp fetches the header image itself). */
const absolute = (siteUrl: string, url: string | null) =>
  !url ? null : url.startsWith('/') ? `${siteUrl}${url}` : url;

/** One guest's message of a kind: the approved template with their name, link, first date and sessions. */
export function messageContent(
  settings: WhatsappSettings,
  source: ContentSource,
  guest: MessageGuest,
  kind: WhatsappKind,
): MessageContent {
  const sessions = sessionsOfGuest(source.sessions, guest.sessions);
  const first = sessions[0] ?? source.sessions[0];
  const date = first ? [formatLongDate(first.event_date), sessionHours(first)].filter(Boolean).join(', ') : '-';
  // As WhatsApp will fill them (one line per variable), so the preview and the stored text are what the guest reads.
  const params = [
    guest.name,
    personalInvitationLink(settings.siteUrl, source.invitation.slug, guest, source.invitation.custom_domain),
    date,
    sessionLines(sessions) || source.invitation.couple_name,
  ].map(templateVariable) as MessageContent['params'];
  return {
    template: settings.templates[kind],
    params,
    headerImage: absolute(settings.siteUrl, source.invitation.background_image ?? source.invitation.first_photo),
    text: fillWhatsappTemplate(whatsappTemplateTexts[kind], params),
  };
}
