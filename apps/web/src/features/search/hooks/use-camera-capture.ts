import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_SEARCH_MESSAGES } from '@petmitra/core/discovery/devices';
import { IMAGE_SEARCH_LIMITS } from '@petmitra/core/discovery/image-search';

export interface CameraCapture {
  /** off, starting (asking for the camera), on (the preview plays). */
  state: 'off' | 'starting' | 'on';
  /** Attach to the preview's <video>. */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** Switches the camera on; the spec's message when it cannot be, else null. */
  start: () => Promise<string | null>;
  /** The current frame as a JPEG at quality 0.8 (spec 001 §9); the camera is then switched off. */
  capture: () => Promise<Blob | null>;
  stop: () => void;
}

/**
 * The camera for image search: the back camera where there is one, a live preview and one
 * captured frame. Denied, missing or failing cameras all say 'Camera access denied or not
 * available' (spec 001 §8); the camera is released on capture, cancel and unmount.
 */
export function useCameraCapture(): CameraCapture {
  const [state, setState] = useState<CameraCapture['state']>('off');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return IMAGE_SEARCH_MESSAGES.cameraUnavailable;
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      streamRef.current = stream;
      setState('on');
      return null;
    } catch {
      setState('off');
      return IMAGE_SEARCH_MESSAGES.cameraUnavailable;
    }
  }, []);

  // The preview mounts once the state is 'on': give it the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'on' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => undefined);
  }, [state]);

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', IMAGE_SEARCH_LIMITS.cameraJpegQuality),
    );
    stop();
    return blob;
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, videoRef, start, capture, stop };
}
