import { formatDuration } from './render-duration';

describe('how long an export took, in words', () => {
  it('says none without a duration, tenths of a second under a minute, then minutes and hours', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(0)).toBe('0 detik');
    expect(formatDuration(8.44)).toBe('8,4 detik');
    expect(formatDuration(12)).toBe('12 detik');
    expect(formatDuration(59.96)).toBe('1 menit');
    expect(formatDuration(125)).toBe('2 menit 5 detik');
    expect(formatDuration(3600)).toBe('1 jam');
    expect(formatDuration(3 * 3600 + 5 * 60 + 7)).toBe('3 jam 5 menit');
  });
});
