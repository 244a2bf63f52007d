import type { GuestGroup, GuestSessionsBody, Session, SessionBody, SessionFigures } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

type Ref = { invitationId: string };
// A change of sessions changes the invitation too (its first session is its date and place).
const changed = (_r: unknown, _e: unknown, { invitationId }: Ref) => [
  { type: 'Session' as const, id: invitationId },
  { type: 'Invitation' as const, id: invitationId },
  'Invitation' as const,
];

/** An invitation's sessions (dashboard service): list, add, edit, order, remove. */
const sessionsApi = api
  .enhanceEndpoints({ addTagTypes: ['Session', 'Invitation', 'Guests', 'Analytics'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listSessions: build.query<Session[], string>({
        query: (invitationId) => `/api/dashboard/invitations/${invitationId}/sessions`,
        providesTags: (_r, _e, invitationId) => [{ type: 'Session', id: invitationId }],
      }),
      sessionFigures: build.query<SessionFigures[], string>({
        query: (invitationId) => `/api/dashboard/invitations/${invitationId}/sessions/figures`,
        providesTags: (_r, _e, invitationId) => [{ type: 'Session', id: invitationId }, 'Guests', 'Analytics'],
      }),
      addSession: build.mutation<Session, Ref & { body: SessionBody }>({
        query: ({ invitationId, body }) => ({
          url: `/api/dashboard/invitations/${invitationId}/sessions`,
          method: 'POST',
          body,
        }),
        invalidatesTags: changed,
      }),
      updateSession: build.mutation<Session, Ref & { sessionId: string; body: SessionBody }>({
        query: ({ invitationId, sessionId, body }) => ({
          url: `/api/dashboard/invitations/${invitationId}/sessions/${sessionId}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: changed,
      }),
      orderSessions: build.mutation<Session[], Ref & { ids: string[] }>({
        query: ({ invitationId, ids }) => ({
          url: `/api/dashboard/invitations/${invitationId}/sessions/order`,
          method: 'PUT',
          body: { ids },
        }),
        invalidatesTags: changed,
      }),
      removeSession: build.mutation<Session[], Ref & { sessionId: string; confirm: boolean }>({
        query: ({ invitationId, sessionId, confirm }) => ({
          url: `/api/dashboard/invitations/${invitationId}/sessions/${sessionId}${confirm ? '?confirm=true' : ''}`,
          method: 'DELETE',
        }),
        invalidatesTags: changed,
      }),
      guestGroups: build.query<GuestGroup[], string>({
        query: (invitationId) => `/api/dashboard/invitations/${invitationId}/guests/groups`,
        providesTags: ['Guests'],
      }),
      inviteToSessions: build.mutation<{ updated: number; message: string }, Ref & { body: GuestSessionsBody }>({
        query: ({ invitationId, body }) => ({
          url: `/api/dashboard/invitations/${invitationId}/guests/sessions`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Guests', 'Analytics'],
      }),
    }),
  });

export const {
  useListSessionsQuery,
  useSessionFiguresQuery,
  useAddSessionMutation,
  useUpdateSessionMutation,
  useOrderSessionsMutation,
  useRemoveSessionMutation,
  useInviteToSessionsMutation,
  useGuestGroupsQuery,
} = sessionsApi;
