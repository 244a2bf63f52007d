/** How long a job has waited, in Indonesian words: '45 detik', '12 menit', '3 jam 5 menit', '2 hari 4 jam'. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return 'Tidak ada';
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} detik`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
  if (hours < 24) return pair(hours, 'jam', minutes % 60, 'menit');
  return pair(Math.floor(hours / 24), 'hari', hours % 24, 'jam');
}
