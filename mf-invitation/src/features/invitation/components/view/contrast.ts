const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** White or near-black, whichever reads better on `background` (#rrggbb): a host's own colours stay legible. */
export function textOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#fff';
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#1c1917';
}
