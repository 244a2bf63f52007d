import { Type, type Static } from '@sinclair/typebox';
import { KeysetCursor, keysetPageFields } from './keyset-schemas';

/** The admin inbox: contact messages and newsletter subscribers. Front ends import the types only. */
const Str = Type.String();
const perPage = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }));

export const ContactMessage = Type.Object({
  id: Str,
  name: Str,
  email: Str,
  subject: Str,
  message: Str,
  /** The sender's WhatsApp number (62…), when given. */
  whatsapp: Type.Union([Str, Type.Null()]),
  created_at: Str,
  read_at: Type.Union([Str, Type.Null()]),
});
export type ContactMessage = Static<typeof ContactMessage>;

export const MessageListQuery = Type.Object(
  {
    cursor: KeysetCursor('uuid'),
    per_page: perPage,
    status: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('unread')])),
    /** Part of the sender's name or e-mail. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type MessageListQuery = Static<typeof MessageListQuery>;

export const MessagePage = Type.Object({
  items: Type.Array(ContactMessage),
  /** Unread messages of the whole inbox, whatever the filter. */
  unread: Type.Integer(),
  ...keysetPageFields,
});
export type MessagePage = Static<typeof MessagePage>;

export const MessageParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const Subscriber = Type.Object({ email: Str, source: Str, created_at: Str });
export type Subscriber = Static<typeof Subscriber>;

export const SubscriberListQuery = Type.Object(
  {
    cursor: KeysetCursor('email'),
    per_page: perPage,
    /** Part of the e-mail address. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type SubscriberListQuery = Static<typeof SubscriberListQuery>;

export const SubscriberPage = Type.Object({
  items: Type.Array(Subscriber),
  ...keysetPageFields,
});
export type SubscriberPage = Static<typeof SubscriberPage>;

/** What the contact form's subject codes mean. */
export const contactSubjectLabels: Record<string, string> = {
  general: 'Pertanyaan umum',
  technical: 'Bantuan teknis',
  billing: 'Pembayaran',
  feature: 'Usulan fitur',
  partnership: 'Kerja sama',
  other: 'Lainnya',
};
