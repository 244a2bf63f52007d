import { useState } from 'react';
import {
  adminMessages,
  chatLink,
  contactSubjectLabels,
  formatDateTime,
  formatWhatsapp,
  type ContactMessage,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, Notice, Skeleton } from '@undangin/ui';
import { Pager, useCursorPages } from '../../../components/Pager';
import { SearchForm } from '../../../components/SearchForm';
import { useListMessagesQuery } from '../api/list-messages';
import { useMarkMessageReadMutation } from '../api/mark-message-read';
import { useMarkMessageUnreadMutation } from '../api/mark-message-unread';
import styles from './inbox.module.css';

const perPage = 20;
const filters = [
  { value: '', label: 'Semua' },
  { value: 'unread', label: 'Belum dibaca' },
  { value: 'read', label: 'Sudah dibaca' },
] as const;
type Filter = (typeof filters)[number]['value'];

const subjectOf = (message: ContactMessage) => contactSubjectLabels[message.subject] ?? message.subject;
const replyLink = (message: ContactMessage) =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${subjectOf(message)} — Undangin`)}`;
// A wa.me chat with the greeting filled in: the admin sends it from their own WhatsApp.
const whatsappLink = (message: ContactMessage, number: string) =>
  chatLink(adminMessages.inbox.whatsappGreeting(message.name, subjectOf(message)), number);

function MessageItem({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  const [markRead, reading] = useMarkMessageReadMutation();
  const [markUnread, unreading] = useMarkMessageUnreadMutation();
  const failed = reading.isError || unreading.isError;

  return (
    <li className={styles.message} data-read={message.read_at ? 'true' : 'false'}>
      <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={message.read_at ? styles.readBadge : styles.unreadBadge}>
          {message.read_at ? 'Dibaca' : 'Baru'}
        </span>
        <strong>{message.name}</strong>
        <span className={styles.muted}>{subjectOf(message)}</span>
        <time className={styles.muted} dateTime={message.created_at}>
          {formatDateTime(message.created_at)}
        </time>
      </button>
      {open ? (
        <div className={styles.body}>
          <p className={styles.muted}>
            {message.email}
            {message.whatsapp ? ` · WhatsApp ${formatWhatsapp(message.whatsapp)}` : null}
          </p>
          <p className={styles.text}>{message.message}</p>
          <div className={styles.actions}>
            <a className={styles.reply} href={replyLink(message)}>
              Balas lewat Email
            </a>
            {message.whatsapp ? (
              <a
                className={styles.reply}
                href={whatsappLink(message, message.whatsapp)}
                target="_blank"
                rel="noreferrer"
              >
                Balas via WhatsApp
              </a>
            ) : null}
            {message.read_at ? (
              <Button variant="secondary" disabled={unreading.isLoading} onClick={() => void markUnread(message.id)}>
                Tandai Belum Dibaca
              </Button>
            ) : (
              <Button variant="secondary" disabled={reading.isLoading} onClick={() => void markRead(message.id)}>
                Tandai Dibaca
              </Button>
            )}
          </div>
          {failed ? <p role="alert">Gagal mengubah status pesan. Coba lagi.</p> : null}
        </div>
      ) : null}
    </li>
  );
}

/** The contact form's messages: newest first, read or unread, opened in place, marked read and answered by e-mail or WhatsApp. */
export function MessagesPage() {
  useDocumentTitle('Pesan Masuk');
  const [filter, setFilter] = useState<Filter>('');
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, isLoading, isError, isFetching, refetch } = useListMessagesQuery({
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
    per_page: perPage,
    ...(filter ? { status: filter } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  });

  return (
    <div className={styles.page}>
      <h1>Pesan Masuk</h1>
      <p className={styles.lead}>
        Pesan dari formulir kontak. {data ? <strong>{data.unread} belum dibaca.</strong> : null}
      </p>
      <div className={styles.tabs} role="group" aria-label="Saring pesan">
        {filters.map((option) => (
          <Button
            key={option.value}
            variant={filter === option.value ? 'primary' : 'secondary'}
            aria-pressed={filter === option.value}
            onClick={() => {
              setFilter(option.value);
              pages.reset();
            }}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <SearchForm
        label="Cari pesan"
        placeholder="Nama atau email pengirim"
        value={search}
        onChange={(value) => {
          setSearch(value);
          pages.reset();
        }}
      />
      {isLoading ? <Skeleton label="Memuat pesan..." lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title="Gagal memuat pesan."
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data && !data.items.length ? <Notice title="Belum ada pesan di sini." /> : null}
      {data?.items.length ? (
        <ul className={styles.list} aria-label="Pesan" aria-busy={isFetching}>
          {data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      ) : null}
      {data ? <Pager label="Halaman pesan" pages={pages} data={data} noun="pesan" /> : null}
    </div>
  );
}
