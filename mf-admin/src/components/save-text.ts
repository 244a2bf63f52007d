/** Hands a text file to the browser as a download. */
export function saveText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  // The response's byte-order mark is consumed when read as text; Excel needs it back to read UTF-8.
  const url = URL.createObjectURL(new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
