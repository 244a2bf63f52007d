import { Link } from '@undangin/router';
import { formatBytes, messages, type MediaFile } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Button, Notice, Skeleton, useNotice } from '@undangin/ui';
import { useDeleteMediaMutation, useListMediaQuery } from '../../../api/media';
import { errorText } from '@undangin/platform/upload';
import styles from './media.module.css';
import { MediaUpload } from './MediaUpload';
import { StorageUsage } from './StorageUsage';

function Preview({ file }: { file: MediaFile }) {
  if (file.kind === 'image') return <img src={file.thumb_url ?? file.url} alt={file.original_name} loading="lazy" />;
  if (file.kind === 'audio') return <audio src={file.url} controls preload="none" aria-label={file.original_name} />;
  return <video src={file.url} controls preload="none" aria-label={file.original_name} />;
}

/** /app/media: the host's uploads, where each is used, and delete (refused while an invitation uses the file). */
export function MediaPage() {
  useDocumentTitle('Media Library');
  const { data: files = [], isLoading, isError, isFetching, refetch } = useListMediaQuery();
  const [remove] = useDeleteMediaMutation();
  const [notice, setNotice] = useNotice();

  async function destroy(file: MediaFile) {
    if (!window.confirm(`Hapus file "${file.original_name}"?`)) return;
    try {
      await remove(file.id).unwrap();
      setNotice({ tone: 'success', text: messages.uploads.deleted });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, messages.builder.unexpected) });
    }
  }

  if (isLoading) return <Skeleton label="Memuat media..." lines={6} />;
  // A failed load is not an empty library: say so and offer a retry.
  if (isError) {
    return (
      <Notice
        role="alert"
        title="Gagal memuat media"
        text="Daftar file Anda tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi."
        action={
          <Button onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Memuat...' : 'Coba Lagi'}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1>Media Library</h1>
      <StorageUsage />
      <MediaUpload onResult={setNotice} />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {files.length ? (
        <ul className={styles.grid} aria-label="File saya">
          {files.map((file) => (
            <li key={file.id}>
              <Preview file={file} />
              <strong title={file.original_name}>{file.original_name}</strong>
              <span className={styles.muted}>
                {formatBytes(file.size)}
                {file.width ? ` · ${file.width}×${file.height}` : ''}
              </span>
              <span className={styles.muted}>
                {file.used_by.length
                  ? file.used_by.map((use) => (
                      <Link key={use.id} to={`/app/edit-card/${use.id}`}>
                        {use.couple_name}
                      </Link>
                    ))
                  : 'Belum dipakai'}
              </span>
              <button type="button" className={styles.delete} onClick={() => void destroy(file)}>
                Hapus
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Notice
          title="Belum ada file"
          text="Upload foto, musik dan video di sini atau dari editor undangan: semuanya tersimpan di Media Library."
        />
      )}
    </div>
  );
}
