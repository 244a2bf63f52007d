import { useCallback, useRef, useState } from 'react';
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

/** The floating music button and its player; nothing when the invitation has no music. */
export function MusicToggle({ music }: { music: Music }) {
  const { src, audio, playing, failed, setPlaying, setFailed, play } = music;
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
        type="button"
        className={styles.music}
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
