import { useState } from 'react';
import {
  adminMessages,
  formatRupiah,
  printTemplateCategories,
  categoryLabel,
  categoryLabels,
  type AdminPrintTemplate,
  type PrintTemplateInput,
  type PrintTemplateListQuery,
} from '@undangin/contracts';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Alert, Badge, Button, Notice, SelectField, Skeleton, TextField, useNotice } from '@undangin/ui';
import { useCreatePrintTemplateMutation } from '../api/create-print-template';
import { useDeletePrintTemplateMutation } from '../api/delete-print-template';
import { useListAdminPrintTemplatesQuery } from '../api/list-print-templates';
import { useUpdatePrintTemplateMutation } from '../api/update-print-template';
import { deleteOutcome, saveOutcome } from './outcome-text';
import { PrintTemplateForm } from './PrintTemplateForm';
import styles from './print-templates.module.css';

const text = adminMessages.printTemplates;
type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; template: AdminPrintTemplate };
type Category = NonNullable<PrintTemplateListQuery['category']>;

/** /admin/print-templates: every print template (inactive ones too), searched and filtered; create, edit and delete. */
export function PrintTemplatesPage() {
  useDocumentTitle('Template Cetak');
  const user = useAppSelector(selectUser);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [notice, setNotice] = useNotice();
  // A failed load is only logged: the list stays empty, as the spec has it.
  const { data: templates = [], isLoading } = useListAdminPrintTemplatesQuery({
    category,
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const [create, creating] = useCreatePrintTemplateMutation();
  const [update, updating] = useUpdatePrintTemplateMutation();
  const [remove] = useDeletePrintTemplateMutation();
  const saving = creating.isLoading || updating.isLoading;

  async function save(input: PrintTemplateInput) {
    if (!user || editor.mode === 'closed') return;
    const editing = editor.mode === 'edit' ? editor.template : null;
    try {
      if (editing) await update({ id: editing.id, body: input }).unwrap();
      else await create(input).unwrap();
      setNotice({ tone: 'success', text: saveOutcome(Boolean(editing)) });
      setEditor({ mode: 'closed' });
    } catch (error) {
      setNotice({ tone: 'error', text: saveOutcome(Boolean(editing), error) });
    }
  }

  async function destroy(template: AdminPrintTemplate) {
    if (!window.confirm(text.confirmDelete(template.name))) return;
    try {
      await remove(template.id).unwrap();
      setNotice({ tone: 'success', text: deleteOutcome() });
    } catch (error) {
      setNotice({ tone: 'error', text: deleteOutcome(error) });
    }
  }

  const open = (next: Editor) => {
    setNotice(null);
    setEditor(next);
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1>Template Cetak</h1>
          <p className={styles.hint}>Semua template undangan cetak, termasuk yang tidak aktif, menurut urutan.</p>
        </div>
        {editor.mode === 'closed' ? <Button onClick={() => open({ mode: 'create' })}>Tambah Template</Button> : null}
      </header>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
      {editor.mode !== 'closed' ? (
        <PrintTemplateForm
          key={editor.mode === 'edit' ? editor.template.id : 'new'}
          template={editor.mode === 'edit' ? editor.template : null}
          saving={saving}
          onSave={(input) => void save(input)}
          onCancel={() => setEditor({ mode: 'closed' })}
        />
      ) : null}
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Cari template"
          type="search"
          placeholder="Nama atau deskripsi"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Kategori"
          value={category}
          onChange={(event) => setCategory(event.target.value as Category)}
          options={[
            { value: 'all', label: 'Semua Kategori' },
            ...printTemplateCategories.map((c) => ({ value: c, label: categoryLabels[c] })),
          ]}
        />
      </form>
      {isLoading ? <Skeleton label="Memuat template..." lines={6} /> : null}
      {!isLoading && !templates.length ? (
        <Notice
          title={text.emptyTitle}
          text={text.emptyText}
          action={<Button onClick={() => open({ mode: 'create' })}>Buat Template Pertama</Button>}
        />
      ) : null}
      {templates.length ? (
        <ul className={styles.list} aria-label="Daftar template cetak">
          {templates.map((template) => (
            <li key={template.id} className={styles.card}>
              <img src={template.thumbnail} alt="" loading="lazy" className={styles.thumb} />
              <div className={styles.body}>
                <h3>{template.name}</h3>
                <p className={styles.hint}>
                  {categoryLabel(template.category)}
                  {template.subcategory ? ` · ${template.subcategory}` : ''} · Urutan {template.sort_order}
                </p>
                <p>
                  <strong>{formatRupiah(template.price)}</strong>
                  {template.original_price ? (
                    <s className={styles.hint}> {formatRupiah(template.original_price)}</s>
                  ) : null}
                </p>
                <p className={styles.badges}>
                  <Badge tone={template.is_active ? 'success' : 'neutral'}>
                    {template.is_active ? 'Aktif' : 'Nonaktif'}
                  </Badge>
                  {template.is_featured ? <Badge tone="warning">Unggulan</Badge> : null}
                  <span className={styles.hint}>{template.features.length} fitur</span>
                </p>
              </div>
              <div className={styles.rowActions}>
                <Button
                  variant="secondary"
                  aria-label={`Edit ${template.name}`}
                  onClick={() => open({ mode: 'edit', template })}
                >
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  className={styles.danger}
                  aria-label={`Hapus ${template.name}`}
                  onClick={() => void destroy(template)}
                >
                  Hapus
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
