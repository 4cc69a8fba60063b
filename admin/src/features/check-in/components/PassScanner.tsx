import { useEffect, useRef, useState } from 'react';

/** The browser's barcode reader (Chrome on Android, Safari): not yet in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
declare const BarcodeDetector: { new (options: { formats: string[] }): BarcodeDetectorLike } | undefined;

/** Whether this phone's browser reads QR codes with its camera. */
export const canScan = () => typeof BarcodeDetector !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** The phone's back camera, read until a QR code shows; what it says goes to `onScan`. */
export function PassScanner({ onScan, onClose }: { onScan: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    const detector = new BarcodeDetector!({ formats: ['qr_code'] });
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const [code] = await detector.detect(video.current);
          if (code) return onScan(code.rawValue);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        setProblem('La caméra est indisponible : cherchez l’exposant par son nom, son emplacement ou sa communication.');
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onScan]);

  return (
    <div className="scanner">
      <video ref={video} muted playsInline aria-label="Image de la caméra" />
      {problem && <p role="alert">{problem}</p>}
      <button type="button" className="button secondary" onClick={onClose}>
        Fermer la caméra
      </button>
    </div>
  );
}
