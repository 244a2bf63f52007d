import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@undangin/router';
import {
  describeInvitation,
  invitationMessages,
  lockMessages,
  type LockedInvitation,
  type SlugResolution,
} from '@undangin/contracts';
import {
  isExpired,
  readStoredSession,
  refreshSession,
  removeFirstView,
  useDocumentTitle,
} from '@undangin/platform/core';
import {
  inlineResolution,
  lockOfError,
  publicApi,
  PublicApiError,
  resolutionSlug,
  siteSlug,
  visitorId,
} from '../api/public-api';
import { ContentView, LoadFailed, Loading, NotFound } from './view/ContentView';
import { InvitationView } from './view/InvitationView';
import { LockedView } from './view/LockedView';

type State =
  | { phase: 'loading' }
  | { phase: 'missing'; switchedOff: boolean }
  | { phase: 'failed' }
  // A private invitation to a visitor without access: its title and how to get in, none of its content.
  | { phase: 'locked'; locked: LockedInvitation }
  | { phase: 'ready'; data: Exclude<SlugResolution, { kind: 'locked' }> };

const settled = (data: SlugResolution): State =>
  data.kind === 'locked' ? { phase: 'locked', locked: data.locked } : { phase: 'ready', data };

/**
 * The slug's content; a host's Preview asks for their own invitation first (it may be switched off or private). A
 * guest's personal-link code opens a private invitation.
 */
async function load(slug: string, preview: boolean, code: string | null): Promise<SlugResolution> {
  let session = preview ? readStoredSession() : null;
  // A laptop back from sleep: the stored access token has lapsed; refresh it (once, shared with the shell's own).
  if (session && isExpired(session)) {
    const outcome = await refreshSession(session.refresh_token);
    session = 'session' in outcome ? outcome.session : null;
  }
  if (session) {
    try {
      return await publicApi.preview(slug, session.access_token);
    } catch {
      // Not theirs, or signed out meanwhile: what a guest would see.
    }
  }
  return publicApi.resolve(slug, code);
}

/** /{slug}: an invitation, else a page, else a blog post (the service resolves the order), else not found. */
export function InvitationPage() {
  // On a custom domain the invitation is at `/`: its slug comes with the page.
  const { slug: routeSlug = '' } = useParams();
  const slug = routeSlug || siteSlug();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const guestName = search.get('to')?.trim() || null;
  // The personal link's unguessable guest code: who opened it, and their check-in QR.
  const guestCode = /^[a-f0-9]{32}$/.test(search.get('g') ?? '') ? search.get('g') : null;
  const preview = search.has('preview');
  // The HTML answer carries the data: the first paint needs no request.
  const [inline] = useState(() => inlineResolution(slug));
  const [state, setState] = useState<State>(() => {
    if (!inline) return { phase: 'loading' };
    // Locked to anyone: a host's Preview, or a personal link the HTML answer did not honour, asks the service again.
    if (inline.kind === 'locked' && (preview || guestCode)) return { phase: 'loading' };
    return settled(inline);
  });

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const shown =
      state.phase === 'ready' ? resolutionSlug(state.data) : state.phase === 'locked' ? state.locked.slug : null;
    if (shown === slug) return;
    let cancelled = false;
    setState({ phase: 'loading' });
    load(slug, preview, guestCode).then(
      (data) => !cancelled && setState(settled(data)),
      (err) => {
        if (cancelled) return;
        // 403 invitation_locked: a private invitation this visitor may not open (yet).
        const locked = lockOfError(err, slug, inline?.kind === 'locked' ? inline.locked : null);
        if (locked) setState({ phase: 'locked', locked });
        // 404: nothing at this slug (or an invitation its host switched off); anything else may pass: offer a retry.
        else if (err instanceof PublicApiError && err.status === 404)
          setState({ phase: 'missing', switchedOff: err.code === 'invitation_inactive' });
        else setState({ phase: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [slug, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  // The HTML's static first view of the hero steps aside once React shows the page: right away for a page without a
  // hero image, else when React's own hero image has loaded (InvitationView), at the latest after 3 s.
  const heroImage =
    state.phase === 'ready' && state.data.kind === 'invitation' ? state.data.invitation.background_image : null;
  useEffect(() => {
    if (state.phase === 'loading') return;
    if (!heroImage) return removeFirstView();
    const timer = setTimeout(removeFirstView, 3000);
    return () => clearTimeout(timer);
  }, [state.phase, heroImage]);

  const ready = state.phase === 'ready' ? state.data : null;
  // A host's own Preview is not a guest's visit.
  useEffect(() => {
    if (ready && ready.kind !== 'page' && !preview)
      void publicApi.view(slug, visitorId(), guestName ?? undefined, guestCode ?? undefined).catch(() => undefined);
  }, [ready?.kind, slug, guestName, guestCode, preview]); // eslint-disable-line react-hooks/exhaustive-deps

  // The same title and description as the HTML answer's link preview; a locked invitation's title only.
  const described =
    state.phase === 'locked'
      ? {
          title: state.locked.title,
          description: state.locked.access === 'password' ? lockMessages.lockedPassword : lockMessages.lockedGuests,
        }
      : !ready
        ? null
        : ready.kind === 'invitation'
          ? describeInvitation(ready.invitation)
          : {
              title: ready.page.seo_title ?? ready.page.title,
              description: ready.page.seo_description ?? ready.page.excerpt,
            };
  useDocumentTitle(described?.title ?? '', described?.description);

  if (state.phase === 'loading') return <Loading label={invitationMessages.loading} />;
  if (state.phase === 'missing') {
    const [title, text] = state.switchedOff
      ? [invitationMessages.notFoundTitle, invitationMessages.notFoundText]
      : [invitationMessages.pageNotFoundTitle, invitationMessages.pageNotFoundText];
    return <NotFound title={title} text={text} onBack={() => void navigate('/')} />;
  }
  if (state.phase === 'failed') return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.phase === 'locked')
    return <LockedView locked={state.locked} guestCode={guestCode} onOpen={(data) => setState(settled(data))} />;
  const data = state.data;
  if (data.kind === 'invitation')
    return <InvitationView invitation={data.invitation} guestName={guestName} guestCode={guestCode} />;
  return (
    <ContentView
      page={data.page}
      isPost={data.kind === 'post'}
      onBack={() => void (history.length > 1 ? navigate(-1) : navigate('/'))}
    />
  );
}
