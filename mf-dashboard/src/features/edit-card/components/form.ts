import type { InvitationDetail, UpdateInvitationBody } from '@undangin/contracts';

export type EditorForm = UpdateInvitationBody;
/** Sets a field to a value, or to what a function makes of its current value (uploads finishing late). */
export type SetField = <K extends keyof EditorForm>(
  field: K,
  value: EditorForm[K] | ((current: EditorForm[K]) => EditorForm[K]),
) => void;

/** The editor's form from the stored invitation: nulls become empty fields (and go back as null when left empty). */
export function formOf(invitation: InvitationDetail): EditorForm {
  return {
    slug: invitation.slug,
    couple_name: invitation.couple_name,
    category: invitation.category as EditorForm['category'],
    event_date: invitation.event_date,
    event_time: invitation.event_time ?? '',
    location: invitation.location ?? '',
    maps_link: invitation.maps_link ?? '',
    quotes: invitation.quotes ?? '',
    gallery: invitation.gallery,
    music_url: invitation.music_url ?? '',
    background_image: invitation.background_image ?? '',
    background_video: invitation.background_video ?? '',
    theme_id: invitation.theme_id,
    theme_data: invitation.theme_data,
    seo_title: invitation.seo_title ?? '',
    seo_description: invitation.seo_description ?? '',
    gift_accounts: invitation.gift_accounts,
    gift_qris_url: invitation.gift_qris_url ?? '',
    live_stream_url: invitation.live_stream_url ?? '',
  };
}

/** A text field's wiring in the editor: its id, value, change and the service's refusal, announced as it arrives. */
export interface TextWiring {
  id: keyof EditorForm;
  className: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  errorRole: 'alert';
}
export type TextOf = (field: keyof EditorForm) => TextWiring;
