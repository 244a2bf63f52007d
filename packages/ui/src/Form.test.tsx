import { renderToStaticMarkup } from 'react-dom/server';
import { SelectField, TextAreaField, TextField } from './Form';

describe('the labelled fields', () => {
  it('say an error quietly unless it is to be announced as an alert', () => {
    const quiet = renderToStaticMarkup(<TextField label="Lokasi" id="location" error="Lokasi wajib diisi." />);
    expect(quiet).toContain('<p id="location-error" class="error">Lokasi wajib diisi.</p>');
    expect(quiet).toContain('aria-describedby="location-error"');
    expect(quiet).not.toContain('role="alert"');

    for (const field of [
      <TextField key="text" label="Lokasi" id="location" error="Wajib diisi." errorRole="alert" />,
      <TextAreaField key="area" label="Kutipan" id="location" error="Wajib diisi." errorRole="alert" />,
      <SelectField key="select" label="Kategori" id="location" error="Wajib diisi." errorRole="alert" options={[]} />,
    ])
      expect(renderToStaticMarkup(field)).toContain(
        '<p id="location-error" class="error" role="alert">Wajib diisi.</p>',
      );
  });

  it('draw an adornment inside the box before the input, the label still naming the input', () => {
    const html = renderToStaticMarkup(
      <TextField label="URL undangan" id="slug" adornment="undangin.id/" error="Sudah dipakai." />,
    );
    expect(html).toContain('<label for="slug" class="label">URL undangan</label>');
    expect(html).toMatch(
      /<div class="adorned" data-invalid="true"><span class="adornment">undangin\.id\/<\/span><input class="input" id="slug" aria-invalid="true"/,
    );
  });
});
