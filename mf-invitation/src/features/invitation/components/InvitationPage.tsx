import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@undangin/router';
import { describeInvitation, invitationMessages, type SlugResolution } from '@undangin/contracts';
import {
  isExpired,
  readStoredSession,
  refreshSession,
  removeFirstView,
  useDocumentTitle,
} from '@undangin/platform/core';
import { inlineResolution, publicApi, PublicApiError, visitorId } from '../api/public-api';
import { ContentView, LoadFailed, Loading, NotFound } from './view/ContentView';
import { InvitationView } from './view/InvitationView';

type State =
  | { phase: 'loading' }
  | { phase: 'missing'; switchedOff: boolean }
  | { phase: 'failed' }
  | { phase: 'ready'; data: SlugResolution };

/** The slug's content; a host's Preview asks for their own invitation first (it may be switched off). */
async function load(slug: string, preview: boolean): Promise<SlugResolution> {
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
  return publicApi.resolve(slug);
}

/** /{slug}: an invitation, else a page, else a blog post (the service resolves the order), else not found. */
export function InvitationPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const guestName = search.get('to')?.trim() || null;
  // The personal link's unguessable guest code: who opened it, and their check-in QR.
  const guestCode = /^[a-f0-9]{32}$/.test(search.get('g') ?? '') ? search.get('g') : null;
  // The HTML answer carries the data: the first paint needs no request.
  const [state, setState] = useState<State>(() => {
    const inline = inlineResolution(slug);
    return inline ? { phase: 'ready', data: inline } : { phase: 'loading' };
  });

  const preview = search.has('preview');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (
      state.phase === 'ready' &&
      (state.data.kind === 'invitation' ? state.data.invitation.slug : state.data.page.slug) === slug
    )
      return;
    let cancelled = false;
    setState({ phase: 'loading' });
    load(slug, preview).then(
      (data) => !cancelled && setState({ phase: 'ready', data }),
      (err) => {
        if (cancelled) return;
        // 404: nothing at this slug (or an invitation its host switched off); anything else may pass: offer a retry.
        if (err instanceof PublicApiError && err.status === 404)
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

  // The same title and description as the HTML answer's link preview.
  const described = !ready
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
