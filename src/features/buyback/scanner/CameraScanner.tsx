import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { Button } from '@/ui';
import { isbnFromBarcode } from '../lib/isbn';
import { createRepeatFilter } from '../lib/repeatFilter';
import { eanReader, type EanReader } from './detector';
import { ensureScannerPolicy } from './documentPolicy';
import { Frame, ScannerBox, Status, Video } from './CameraScanner.styles';

type CameraState = 'idle' | 'starting' | 'running' | 'denied' | 'unavailable' | 'failed' | 'readerFailed';

interface CameraScannerProps {
  /** A book's ISBN-13 was read (already filtered for repeats while it stays in view). */
  onIsbn: (isbn: string) => void;
  /** A barcode that is not a book's (a shop's own label, a pen). */
  onOtherBarcode?: () => void;
}

const FRAME_INTERVAL_MS = 120;
const MAX_FAILED_FRAMES = 25;

function errorState(error: unknown): CameraState {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'unavailable';
  return 'failed';
}

/**
 * The camera reads EAN-13 barcodes of books. The camera is only asked for after the seller presses
 * the button (with what it is for said first); a refusal is explained with how to undo it; without
 * a camera the typed ISBN next to it still works. A photo of a barcode can be read as well.
 */
export default function CameraScanner({ onIsbn, onOtherBarcode }: CameraScannerProps) {
  const t = useTranslations('buyback');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const filterRef = useRef(createRepeatFilter());
  const [state, setState] = useState<CameraState>('idle');
  const [reader, setReader] = useState<EanReader | null>(null);
  const [photoResult, setPhotoResult] = useState<'found' | 'notFound' | 'failed' | null>(null);
  const onIsbnRef = useRef(onIsbn);
  onIsbnRef.current = onIsbn;
  const onOtherRef = useRef(onOtherBarcode);
  onOtherRef.current = onOtherBarcode;

  const handleCodes = useCallback((codes: { rawValue: string }[]) => {
    let found = false;
    for (const { rawValue } of codes) {
      if (!filterRef.current.accept(rawValue, Date.now())) continue;
      const isbn = isbnFromBarcode(rawValue);
      if (isbn) {
        found = true;
        onIsbnRef.current(isbn);
      } else {
        onOtherRef.current?.();
      }
    }
    return found;
  }, []);

  const stop = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    void ensureScannerPolicy();
  }, []);

  // Tell a refusal from earlier visits before the seller presses the button.
  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    navigator.permissions?.query({ name: 'camera' as PermissionName }).then(
      (status) => {
        if (status.state === 'denied') setState((s) => (s === 'idle' ? 'denied' : s));
      },
      () => undefined,
    );
  }, []);

  const start = async () => {
    setState('starting');
    try {
      const [stream, loaded] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } }, audio: false }),
        eanReader(),
      ]);
      streamRef.current = stream;
      setReader(loaded);
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setState('running');
      let failures = 0;
      const tick = async () => {
        if (!streamRef.current) return;
        if (video.readyState >= 2) {
          try {
            handleCodes(await loaded.detect(video));
            failures = 0;
          } catch {
            // A frame that cannot be read: try the next one. A reader that fails every frame is broken.
            if (++failures >= MAX_FAILED_FRAMES) {
              stop();
              setState('readerFailed');
              return;
            }
          }
        }
        if (streamRef.current) timerRef.current = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      stop();
      setState(errorState(error));
    }
  };

  const stopCamera = () => {
    stop();
    setState('idle');
  };

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhotoResult(null);
    let loaded: EanReader;
    try {
      loaded = reader ?? (await eanReader());
      setReader(loaded);
    } catch {
      setPhotoResult('failed');
      return;
    }
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      setPhotoResult('notFound'); // not an image the browser can read
      return;
    }
    try {
      const codes = await loaded.detect(bitmap);
      filterRef.current = createRepeatFilter(); // a photo is a deliberate scan: never a repeat
      setPhotoResult(handleCodes(codes) ? 'found' : 'notFound');
    } catch {
      setPhotoResult('failed'); // the reader itself failed (its WebAssembly did not load)
    }
  };

  const running = state === 'running';
  return (
    <ScannerBox aria-labelledby="scanner-heading" data-reader={reader?.kind ?? ''} data-state={state}>
      <h2 id="scanner-heading">{t('scanner.cameraHeading')}</h2>
      <Frame $active={running || state === 'starting'}>
        <Video ref={videoRef} muted playsInline aria-label={t('scanner.videoLabel')} />
      </Frame>
      <Status role="status" aria-live="polite">
        {state === 'idle' && t('scanner.permissionAsk')}
        {state === 'starting' && t('scanner.starting')}
        {running && t('scanner.running')}
        {state === 'denied' && t('scanner.denied')}
        {state === 'unavailable' && t('scanner.unavailable')}
        {state === 'failed' && t('scanner.failed')}
        {state === 'readerFailed' && t('scanner.readerFailed')}
        {photoResult === 'notFound' && ` ${t('scanner.photoNotFound')}`}
        {photoResult === 'failed' && ` ${t('scanner.readerFailed')}`}
      </Status>
      <div>
        {running ? (
          <Button type="button" variant="secondary" onClick={stopCamera}>{t('scanner.stop')}</Button>
        ) : (
          state !== 'unavailable' && (
            <Button type="button" onClick={() => void start()} disabled={state === 'starting'}>
              {state === 'denied' || state === 'failed' || state === 'readerFailed' ? t('scanner.retry') : t('scanner.start')}
            </Button>
          )
        )}
      </div>
      <label>
        {t('scanner.photoLabel')}{' '}
        <input type="file" accept="image/*" onChange={(e) => void readPhoto(e)} data-testid="barcode-photo" />
      </label>
    </ScannerBox>
  );
}
