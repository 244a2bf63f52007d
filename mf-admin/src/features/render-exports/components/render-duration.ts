/**
 * How long an export took, in Indonesian: '8,4 detik' (a tenth of a second under a minute, the decimal comma),
 * '2 menit 5 detik', '1 jam 3 menit'; '-' when it has no duration (not finished, or never started).
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '-';
  const tenths = Math.round(Math.max(0, seconds) * 10) / 10;
  if (tenths < 60) return `${String(tenths).replace('.', ',')} detik`;
  const whole = Math.round(tenths);
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
  if (whole < 3600) return pair(Math.floor(whole / 60), 'menit', whole % 60, 'detik');
  return pair(Math.floor(whole / 3600), 'jam', Math.floor((whole % 3600) / 60), 'menit');
}
