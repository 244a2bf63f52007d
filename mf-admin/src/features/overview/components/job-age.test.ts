import { formatWait } from './job-age';

describe('the wait of the oldest job, in words', () => {
  it('says none when nothing waits, and seconds, minutes, hours and days as they grow', () => {
    expect(formatWait(null)).toBe('Tidak ada');
    expect(formatWait(0)).toBe('0 detik');
    expect(formatWait(59.9)).toBe('59 detik');
    expect(formatWait(60)).toBe('1 menit');
    expect(formatWait(3599)).toBe('59 menit');
    expect(formatWait(3600)).toBe('1 jam');
    expect(formatWait(3 * 3600 + 5 * 60 + 7)).toBe('3 jam 5 menit');
    expect(formatWait(2 * 86_400)).toBe('2 hari');
    expect(formatWait(2 * 86_400 + 4 * 3600 + 59)).toBe('2 hari 4 jam');
  });
});
