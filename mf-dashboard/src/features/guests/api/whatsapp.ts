import type {
  AutoSendResult,
  ReminderBody,
  ReminderOverview,
  SendAudience,
  WhatsappPreview,
  WhatsappProgress,
} from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Automatic sending (Integrasi WhatsApp) and reminders of one invitation. */
const whatsappApi = api.enhanceEndpoints({ addTagTypes: ['Guests', 'WhatsappProgress', 'Reminders'] }).injectEndpoints({
  endpoints: (build) => ({
    previewSend: build.mutation<WhatsappPreview, { invitationId: string; audience: SendAudience }>({
      query: ({ invitationId, audience }) => ({
        url: `/api/dashboard/invitations/${invitationId}/whatsapp/preview`,
        method: 'POST',
        body: { audience },
      }),
    }),
    autoSend: build.mutation<AutoSendResult, { invitationId: string; audience: SendAudience }>({
      query: ({ invitationId, audience }) => ({
        url: `/api/dashboard/invitations/${invitationId}/whatsapp/send`,
        method: 'POST',
        body: { audience },
      }),
      invalidatesTags: ['WhatsappProgress'],
    }),
    sendProgress: build.query<WhatsappProgress, string>({
      query: (invitationId) => `/api/dashboard/invitations/${invitationId}/whatsapp/progress`,
      providesTags: ['WhatsappProgress'],
    }),
    retryFailed: build.mutation<{ queued: number }, { invitationId: string; ids?: string[] }>({
      query: ({ invitationId, ids }) => ({
        url: `/api/dashboard/invitations/${invitationId}/whatsapp/retry`,
        method: 'POST',
        body: ids ? { ids } : {},
      }),
      invalidatesTags: ['WhatsappProgress'],
    }),
    reminders: build.query<ReminderOverview, string>({
      query: (invitationId) => `/api/dashboard/invitations/${invitationId}/whatsapp/reminders`,
      providesTags: ['Reminders'],
    }),
    scheduleReminder: build.mutation<{ id: string }, { invitationId: string; body: ReminderBody }>({
      query: ({ invitationId, body }) => ({
        url: `/api/dashboard/invitations/${invitationId}/whatsapp/reminders`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Reminders'],
    }),
    cancelReminder: build.mutation<void, { invitationId: string; reminderId: string }>({
      query: ({ invitationId, reminderId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/whatsapp/reminders/${reminderId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Reminders'],
    }),
    markReminded: build.mutation<void, { invitationId: string; guestId: string }>({
      query: ({ invitationId, guestId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/guests/${guestId}/reminded`,
        method: 'POST',
      }),
      invalidatesTags: ['Reminders'],
    }),
  }),
});

export const {
  usePreviewSendMutation,
  useAutoSendMutation,
  useSendProgressQuery,
  useRetryFailedMutation,
  useRemindersQuery,
  useScheduleReminderMutation,
  useCancelReminderMutation,
  useMarkRemindedMutation,
} = whatsappApi;
