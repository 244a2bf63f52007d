import { useEffect, useRef, type RefObject } from 'react';

/** Pixels a second the list moves while it overflows the screen. */
const speed = 30;
/** How long the list rests at the top after a new wish, and at either end. */
const restMs = 6000;

/**
 * Scrolls an overflowing list slowly down and back to the top, for a screen nobody touches: it rests at the top when
 * `newest` changes (a new wish is on top), and stands still for people who asked for less motion.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, newest: string | undefined): void {
  const restUntil = useRef(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollTo({ top: 0, behavior: 'smooth' });
    restUntil.current = performance.now() + restMs;
  }, [ref, newest]);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let last = performance.now();
    let position = 0;
    const step = (now: number) => {
      const element = ref.current;
      const elapsed = Math.min(now - last, 100);
      last = now;
      if (element && now >= restUntil.current) {
        const end = element.scrollHeight - element.clientHeight;
        if (end <= 1) position = 0;
        else if (element.scrollTop >= end - 1) {
          // At the bottom: rest, then start again from the top.
          restUntil.current = now + restMs;
          position = 0;
          element.scrollTo({ top: 0, behavior: 'smooth' });
        } else {
          position = Math.max(position, element.scrollTop) + (speed * elapsed) / 1000;
          element.scrollTop = position;
        }
      } else if (element) position = element.scrollTop;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}
