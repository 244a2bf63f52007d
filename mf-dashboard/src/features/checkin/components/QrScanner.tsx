import { useEffect, useRef, useState } from 'react';
import { Button } from '@undangin/ui';
import styles from './checkin-desk.module.css';

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

/** Scans QR codes with the phone camera (BarcodeDetector, else jsQR); a typed code works everywhere. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'on' | 'unsupported'>('off');
  // The latest handler, without restarting the camera on every render.
  const handler = useRef(onCode);
  handler.current = onCode;
  useEffect(() => {
    if (state !== 'on') return;
    if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported');
    const Barcode = (globalThis as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => Detector })
      .BarcodeDetector;
    let stream: MediaStream | null = null;
    let stopped = false;
    const recent = new Map<string, number>();
    // Chrome on Android reads QR natively; elsewhere (iOS Safari) jsQR reads the camera frames, loaded only then.
    const readerOf = async (): Promise<(source: HTMLVideoElement) => Promise<string | null>> => {
      if (Barcode) {
        const detector = new Barcode({ formats: ['qr_code'] });
        return async (source) => (await detector.detect(source).catch(() => []))[0]?.rawValue ?? null;
      }
      const { default: jsQR } = await import('jsqr');
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      return async (source) => {
        if (!context || !source.videoWidth) return null;
        canvas.width = source.videoWidth;
        canvas.height = source.videoHeight;
        context.drawImage(source, 0, 0);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        return jsQR(frame.data, frame.width, frame.height)?.data ?? null;
      };
    };
    void navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      async (s) => {
        stream = s;
        // Closed while the permission prompt was open: release the camera at once.
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        await video.current.play();
        const read = await readerOf();
        while (!stopped) {
          const value = await read(video.current);
          // The same code held up in front of the camera is sent once, not every frame.
          if (value && Date.now() - (recent.get(value) ?? 0) > 5000) {
            recent.set(value, Date.now());
            handler.current(value);
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      },
      () => setState('unsupported'),
    );
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [state]);
  if (state === 'unsupported')
    return <p className={styles.muted}>Kamera tidak dapat dibuka di browser ini. Ketik kode di bawah QR.</p>;
  return state === 'on' ? (
    <video ref={video} className={styles.video} muted playsInline aria-label="Kamera pemindai" />
  ) : (
    <Button onClick={() => setState('on')}>Buka Kamera</Button>
  );
}
