import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { invitationMessages } from '@undangin/contracts';
import { MusicIcon } from './icons';
import styles from './invitation.module.css';

export interface Music {
  src: string | null;
  audio: React.RefObject<HTMLAudioElement | null>;
  playing: boolean;
  failed: boolean;
  setPlaying: (playing: boolean) => void;
  setFailed: (failed: boolean) => void;
  /** Starts the music; call it from the guest's tap (phones allow sound only after one). */
  play: () => Promise<void>;
}

/** The invitation's music, looped at volume 0.3: started by "Buka Undangan" or the toggle. */
export function useMusic(src: string | null): Music {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const play = useCallback(async () => {
    const element = audio.current;
    if (!element) return;
    element.volume = 0.3;
    try {
      await element.play();
      setFailed(false);
    } catch {
      setFailed(true);
      setPlaying(false);
    }
  }, []);
  return { src, audio, playing, failed, setPlaying, setFailed, play };
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether a form's button (the RSVP's 'Kirim', the guest book's) passes under the floating button right now: checked
 * on every scroll and resize frame, so the floating button steps aside instead of covering it.
 */
function useCoversFormButton(button: RefObject<HTMLButtonElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = button.current?.getBoundingClientRect();
      if (!own) return;
      const under = [...document.querySelectorAll('form button, form input[type="submit"], form a')].some((el) =>
        overlaps(own, el.getBoundingClientRect()),
      );
      setCovers(under);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [button, active]);
  return covers;
}

/** The floating music button and its player; nothing when the invitation has no music. */
export function MusicToggle({ music }: { music: Music }) {
  const { src, audio, playing, failed, setPlaying, setFailed, play } = music;
  const button = useRef<HTMLButtonElement>(null);
  const stepAside = useCoversFormButton(button, Boolean(src));
  if (!src) return null;
  return (
    <>
      <audio
        ref={audio}
        src={src}
        loop
        preload="none"
        data-testid="music"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => (setPlaying(false), setFailed(true))}
      />
      <button
        ref={button}
        type="button"
        // Faded and out of the way (still in its place, so the check keeps measuring it) while a form's button is under it.
        className={[styles.music, stepAside ? styles.musicAside : ''].join(' ')}
        data-aside={stepAside || undefined}
        aria-pressed={playing}
        aria-label={playing ? 'Jeda musik' : 'Putar musik'}
        onClick={() => (playing ? audio.current?.pause() : void play())}
      >
        <MusicIcon playing={playing} />
      </button>
      {failed ? (
        <p role="alert" className={styles.toast}>
          {invitationMessages.musicFailed}
        </p>
      ) : null}
    </>
  );
}
