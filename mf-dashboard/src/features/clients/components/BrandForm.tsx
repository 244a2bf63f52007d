import { useState, type FormEvent } from 'react';
import { resellerMessages, type ResellerBrand } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField, showToast, TextField } from '@undangin/ui';
import { useListMediaQuery } from '../../../api/media';
import { useDeleteBrandMutation } from '../api/delete-brand';
import { useSaveBrandMutation } from '../api/save-brand';
import { useRefusal } from '../hooks/use-refusal';
import { BrandPreview } from './BrandPreview';
import { brandText } from './clients-text';
import styles from './clients.module.css';

/**
 * The reseller's brand: a name, a logo from their own Media Library (guests' phones load nothing from elsewhere) and
 * a link to their site over https, with the line it makes at the end of an invitation as it is typed.
 */
export function BrandForm({ brand }: { brand: ResellerBrand | null }) {
  const [name, setName] = useState(brand?.name ?? '');
  const [logoUrl, setLogoUrl] = useState(brand?.logo_url ?? '');
  const [linkUrl, setLinkUrl] = useState(brand?.link_url ?? '');
  const media = useListMediaQuery();
  const [save, saving] = useSaveBrandMutation();
  const [remove, removing] = useDeleteBrandMutation();
  const refusal = useRefusal();
  const [failure, setFailure] = useState<string | null>(null);

  const images = (media.data ?? []).filter((file) => file.kind === 'image');
  const logos = [
    { value: '', label: brandText.noLogo },
    ...(logoUrl && !images.some((file) => file.url === logoUrl)
      ? [{ value: logoUrl, label: brandText.currentLogo }]
      : []),
    ...images.map((file) => ({ value: file.url, label: file.original_name })),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      refusal.fail('name', resellerMessages.brandNameEmpty);
      return;
    }
    refusal.clear();
    try {
      const saved = await save({
        name: name.trim(),
        logo_url: logoUrl || null,
        link_url: linkUrl.trim() || null,
      }).unwrap();
      setLinkUrl(saved.link_url ?? '');
      showToast(brandText.saved, 'success');
    } catch (err) {
      refusal.show(err, brandText.failed);
    }
  }

  async function clear() {
    if (!window.confirm(brandText.removeConfirm)) return;
    refusal.clear();
    setFailure(null);
    try {
      await remove().unwrap();
      setName('');
      setLogoUrl('');
      setLinkUrl('');
      showToast(brandText.removed, 'success');
    } catch (err) {
      setFailure(errorText(err, brandText.failed));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={brandText.form}>
      <div className={styles.fields}>
        <TextField
          label={brandText.name}
          className={styles.field}
          autoComplete="organization"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={refusal.fields.name}
        />
        <SelectField
          label={brandText.logo}
          className={styles.field}
          value={logoUrl}
          onChange={(event) => setLogoUrl(event.target.value)}
          hint={brandText.logoHint}
          error={refusal.fields.logo_url}
          options={logos}
        />
        <TextField
          label={brandText.link}
          className={styles.field}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          autoComplete="url"
          spellCheck={false}
          placeholder={brandText.linkPlaceholder}
          hint={brandText.linkHint}
          maxLength={300}
          value={linkUrl}
          onChange={(event) => setLinkUrl(event.target.value)}
          error={refusal.fields.link_url}
        />
      </div>
      <BrandPreview name={name} logoUrl={logoUrl} linkUrl={linkUrl} />
      {refusal.message ? <Alert tone="error">{refusal.message}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving.isLoading}>
          {brandText.save}
        </Button>
        {brand ? (
          <Button variant="danger" loading={removing.isLoading} onClick={() => void clear()}>
            {brandText.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
