import { useState } from 'react';
import {
  entitlementMessages,
  getHref,
  renderingThemes,
  resolveTheme,
  type RequiredPlan,
  type ThemeColors,
} from '@undangin/contracts';
import { Button, Dialog, TextField } from '@undangin/ui';
import { PlanLock } from '../../../components/PlanLock';
import type { EditorForm, SetField } from './form';
import styles from './edit-card.module.css';

const editable = [
  ['primary', 'Warna utama'],
  ['secondary', 'Warna sekunder'],
  ['accent', 'Aksen'],
  ['background', 'Latar'],
] as const;

/** A theme of the catalogue the invitation was created from: drawn with one of the rendering themes. */
export interface CatalogueTheme {
  id: string;
  name: string;
  base: string;
  premium: boolean;
}

/**
 * Theme choice and the customisation dialog: a '(Custom)' copy whose colours preview live; Save applies it. Premium
 * themes carry their badge; while the host's plan lacks them (`locked`: the plan that unlocks them), the badge names
 * that plan and choosing one says what publishing needs before anything is saved.
 */
export function ThemeSection({
  form,
  set,
  catalogue,
  savedThemeId,
  locked,
}: {
  form: EditorForm;
  set: SetField;
  catalogue: CatalogueTheme | null;
  savedThemeId: string;
  locked: RequiredPlan | null;
}) {
  const onCatalogue = catalogue !== null && form.theme_id === catalogue.id;
  const resolved = resolveTheme(form.theme_id, form.theme_data, onCatalogue ? catalogue.base : null);
  const current = onCatalogue && !resolved.isCustom ? { ...resolved, name: catalogue.name } : resolved;
  const options = [
    ...(catalogue
      ? [
          {
            id: catalogue.id,
            name: catalogue.name,
            colors: resolveTheme(catalogue.base, null).colors,
            isPremium: catalogue.premium,
          },
        ]
      : []),
    ...renderingThemes.filter((theme) => theme.id !== catalogue?.id),
  ];
  const chosen = options.find((theme) => theme.id === form.theme_id);
  // The saved theme's lock stands at the top of the editor; this one answers a choice not saved yet.
  const chosenLocked = locked && chosen?.isPremium && form.theme_id !== savedThemeId ? locked : null;
  const [draft, setDraft] = useState<{ name: string; colors: ThemeColors } | null>(null);

  const open = () =>
    setDraft({ name: current.isCustom ? current.name : `${current.name} (Custom)`, colors: { ...current.colors } });
  const apply = () => {
    if (!draft) return;
    set('theme_data', { id: form.theme_id, name: draft.name, isCustom: true, colors: draft.colors });
    setDraft(null);
  };

  return (
    <section className={styles.section} aria-labelledby="theme-title">
      <h2 id="theme-title">Tema</h2>
      <div className={styles.themes} role="radiogroup" aria-label="Tema undangan">
        {options.map((theme) => (
          <label
            key={theme.id}
            className={styles.themeOption}
            style={{ background: theme.colors.background, color: theme.colors.text }}
          >
            <input
              type="radio"
              name="theme"
              checked={form.theme_id === theme.id}
              onChange={() => (set('theme_id', theme.id), set('theme_data', null))}
            />
            <span className={styles.swatch} style={{ background: theme.colors.primary }} aria-hidden="true" />
            <span className={styles.themeName}>
              {theme.name}
              {theme.isPremium ? (
                <span className={styles.premiumBadge}>{entitlementMessages.themeBadge(locked?.plan_name ?? null)}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {chosenLocked?.plan_name ? (
        <PlanLock
          testId="lock-theme-choice"
          title={entitlementMessages.themeLockTitle}
          action={chosenLocked.plan_id ? entitlementMessages.upgrade(chosenLocked.plan_name) : null}
          href={
            chosenLocked.plan_id
              ? `${getHref('pricingWebsite')}?plan=${encodeURIComponent(chosenLocked.plan_id)}`
              : null
          }
        >
          {entitlementMessages.themeChosen(chosenLocked.plan_name)}
        </PlanLock>
      ) : null}
      <p className={styles.hint}>
        Dipakai: <strong>{current.name}</strong>
      </p>
      <div className={styles.row}>
        <Button variant="secondary" onClick={open}>
          Kustomisasi Warna
        </Button>
        {form.theme_data ? (
          <Button variant="secondary" onClick={() => set('theme_data', null)}>
            Kembalikan Warna Asli
          </Button>
        ) : null}
      </div>
      {draft ? (
        <Dialog
          title={draft.name}
          onClose={() => setDraft(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDraft(null)}>
                Batal
              </Button>
              <Button onClick={apply}>Simpan</Button>
            </>
          }
        >
          <div
            className={styles.preview}
            style={{ background: draft.colors.background, borderColor: draft.colors.accent }}
            data-testid="theme-preview"
          >
            <span style={{ color: draft.colors.primary, fontSize: '1.6rem' }}>Budi &amp; Ani</span>
            <span style={{ background: draft.colors.secondary, padding: '4px 10px', borderRadius: 999 }}>
              Konfirmasi Kehadiran
            </span>
          </div>
          <div className={styles.colors}>
            {editable.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                type="color"
                value={draft.colors[key]}
                onChange={(e) => setDraft({ ...draft, colors: { ...draft.colors, [key]: e.target.value } })}
              />
            ))}
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
