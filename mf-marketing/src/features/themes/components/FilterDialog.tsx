import { useState } from 'react';
import { Button, Dialog } from '@undangin/ui';
import { Chips } from '../../../components/Chips';
import { themeCategories, themeColors, themeStyles, type ThemeFilter } from './theme-filters';
import styles from './themes.module.css';

const options = (all: string, values: string[]) => [
  { value: 'all', label: all },
  ...values.map((v) => ({ value: v, label: v })),
];

/** The filter modal: chip groups Kategori, Style and Warna, applied with 'Terapkan Filter'. */
export function FilterDialog({
  value,
  onApply,
  onClose,
}: {
  value: ThemeFilter;
  onApply: (filter: ThemeFilter) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(value);
  return (
    <Dialog
      title="Filter Tema"
      onClose={onClose}
      size="sheet"
      className={styles.filters}
      actions={<Button onClick={() => onApply(draft)}>Terapkan Filter</Button>}
    >
      <h3>Kategori</h3>
      <Chips
        label="Kategori"
        options={options('Semua Kategori', themeCategories)}
        value={draft.category}
        onChange={(category) => setDraft({ ...draft, category })}
      />
      <h3>Style</h3>
      <Chips
        label="Style"
        options={options('Semua Style', themeStyles)}
        value={draft.style}
        onChange={(style) => setDraft({ ...draft, style })}
      />
      <h3>Warna</h3>
      <Chips
        label="Warna"
        options={options('Semua Warna', themeColors)}
        value={draft.color}
        onChange={(color) => setDraft({ ...draft, color })}
      />
    </Dialog>
  );
}
