import {
  Alert,
  AspectRatio,
  Button,
  ColorSwatch,
  FileButton,
  Group,
  Image,
  List,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCamera, IconPhotoUp, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_SEARCH_MESSAGES, type ImageSearchState } from '@petmitra/core/discovery/devices';
import {
  IMAGE_SEARCH_COPY,
  formatConfidence,
  type ImageAnalysis,
} from '@petmitra/core/discovery/image-search';
import { PET_TYPES, PET_TYPE_LABELS, type PetType } from '@petmitra/core/marketplace/pet-types';
import { validateImageSearchFile } from '@petmitra/core/uploads/image-file';
import { announce } from '../../../lib/announce';
import { analyseImage } from '../api/analyse-image';
import { useCameraCapture } from '../hooks/use-camera-capture';

export interface ImageSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The pet type found (or chosen after): the search is filtered by it; null for any. */
  onPetType: (petType: PetType | null) => void;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The image search dialog (spec 001 §2, §4): no image, image chosen, analysing, results shown.
 * A photo from a file or the camera goes to the server, which finds the animals and colours; a
 * dog, cat or bird becomes the pet-type filter at once, shown here in a select the user can
 * change. The photo is kept nowhere: the server drops it, and so does this dialog.
 */
export function ImageSearchDialog({ opened, onClose, onPetType }: ImageSearchDialogProps) {
  const [state, setState] = useState<ImageSearchState>('empty');
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<ImageAnalysis | null>(null);
  const [petType, setPetType] = useState<PetType | ''>('');
  const {
    state: cameraState,
    videoRef,
    start: startCamera,
    capture,
    stop: stopCamera,
  } = useCameraCapture();
  const abortRef = useRef<AbortController | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement | null>(null);
  const analyseButton = useRef<HTMLButtonElement | null>(null);

  // The preview is a local object URL, released whenever the photo changes or goes.
  useEffect(() => {
    if (!photo) return;
    const { url } = photo;
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  useEffect(() => {
    if (state === 'results') resultsHeading.current?.focus();
    if (state === 'chosen') analyseButton.current?.focus();
  }, [state]);

  const reset = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    stopCamera();
    setState('empty');
    setPhoto(null);
    setError(null);
    setAnalysis(null);
    setPetType('');
  };

  const close = () => {
    reset();
    onClose();
  };

  const choose = (file: Blob | null) => {
    if (!file) return;
    const problem = validateImageSearchFile({ type: file.type, size: file.size });
    if (problem) {
      setError(problem);
      setPhoto(null);
      setState('empty');
      return;
    }
    setError(null);
    setPhoto({ blob: file, url: URL.createObjectURL(file) });
    setState('chosen');
  };

  const analyse = async () => {
    if (!photo) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setState('analysing');
    try {
      const result = await analyseImage(photo.blob, controller.signal);
      if (controller.signal.aborted) return;
      setAnalysis(result);
      setPhoto(null); // nothing of the photo is kept once it is analysed
      setPetType(result.petType ?? '');
      if (result.petType) onPetType(result.petType);
      setState('results');
      announce(
        result.objects.length
          ? `Found ${result.objects.map((o) => `${o.label} ${formatConfidence(o.confidence)}`).join(', ')}`
          : IMAGE_SEARCH_COPY.nothingRecognised,
      );
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError((caught as Error).message || IMAGE_SEARCH_MESSAGES.analyseFailed);
      setState('chosen');
    }
  };

  const takePhoto = async () => {
    const blob = await capture();
    if (blob) choose(new File([blob], 'camera.jpg', { type: 'image/jpeg' }));
    else setError(IMAGE_SEARCH_MESSAGES.cameraUnavailable);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={IMAGE_SEARCH_COPY.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}

        {state === 'empty' && cameraState === 'off' ? (
          <>
            <Text>{IMAGE_SEARCH_COPY.intro}</Text>
            <Text size="sm" c="dimmed">
              {IMAGE_SEARCH_COPY.privacy}
            </Text>
            <Group>
              <FileButton onChange={choose} accept="image/*">
                {(props) => (
                  <Button {...props} leftSection={<IconPhotoUp size={18} aria-hidden />}>
                    {IMAGE_SEARCH_COPY.chooseFile}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                leftSection={<IconCamera size={18} aria-hidden />}
                onClick={() => {
                  setError(null);
                  void startCamera().then(setError);
                }}
              >
                {IMAGE_SEARCH_COPY.takePhoto}
              </Button>
            </Group>
          </>
        ) : null}

        {state === 'empty' && cameraState !== 'off' ? (
          <Stack gap="sm">
            <AspectRatio ratio={4 / 3}>
              <video ref={videoRef} muted playsInline aria-label="Camera preview" />
            </AspectRatio>
            {cameraState === 'starting' ? (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text size="sm">Starting the camera...</Text>
              </Group>
            ) : null}
            <Group>
              <Button
                leftSection={<IconCamera size={18} aria-hidden />}
                onClick={() => void takePhoto()}
                disabled={cameraState !== 'on'}
              >
                {IMAGE_SEARCH_COPY.capture}
              </Button>
              <Button variant="default" onClick={stopCamera}>
                {IMAGE_SEARCH_COPY.cancelCamera}
              </Button>
            </Group>
          </Stack>
        ) : null}

        {state === 'chosen' || state === 'analysing' ? (
          <Stack gap="sm">
            {photo ? (
              <Image
                src={photo.url}
                alt="The photo you chose"
                radius="md"
                mah={280}
                fit="contain"
              />
            ) : null}
            {state === 'analysing' ? (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text fw={600}>{IMAGE_SEARCH_COPY.analysing}</Text>
              </Group>
            ) : (
              <Group>
                <Button
                  ref={analyseButton}
                  leftSection={<IconSearch size={18} aria-hidden />}
                  onClick={() => void analyse()}
                >
                  {IMAGE_SEARCH_COPY.analyse}
                </Button>
                <Button variant="default" onClick={reset}>
                  {IMAGE_SEARCH_COPY.chooseAnother}
                </Button>
              </Group>
            )}
          </Stack>
        ) : null}

        {state === 'results' && analysis ? (
          <Stack gap="md">
            <div>
              <Title order={3} size="h4" ref={resultsHeading} tabIndex={-1} mb="xs">
                {IMAGE_SEARCH_COPY.detectedTitle}
              </Title>
              {analysis.objects.length ? (
                <List aria-label={IMAGE_SEARCH_COPY.detectedTitle}>
                  {analysis.objects.map((object) => (
                    <List.Item key={object.label}>
                      <Text span fw={600}>
                        {capitalise(object.label)}
                      </Text>{' '}
                      — {formatConfidence(object.confidence)} confidence
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text>{IMAGE_SEARCH_COPY.nothingRecognised}</Text>
              )}
            </div>
            {analysis.dominantColors.length ? (
              <div>
                <Title order={3} size="h4" mb="xs">
                  {IMAGE_SEARCH_COPY.coloursTitle}
                </Title>
                <List listStyleType="none" spacing={4} aria-label={IMAGE_SEARCH_COPY.coloursTitle}>
                  {analysis.dominantColors.map((colour) => (
                    <List.Item key={colour.hex}>
                      <Group gap="xs" wrap="nowrap">
                        <ColorSwatch color={colour.hex} size={20} aria-hidden />
                        <Text size="sm">
                          {capitalise(colour.name)} ({formatConfidence(colour.share)})
                        </Text>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </div>
            ) : null}
            <NativeSelect
              label={IMAGE_SEARCH_COPY.petTypeLabel}
              description={
                analysis.petType
                  ? `Set from your photo: ${PET_TYPE_LABELS[analysis.petType]}. You can change it.`
                  : 'Choose a pet type, or keep any.'
              }
              value={petType}
              onChange={(event) => {
                const value = event.currentTarget.value as PetType | '';
                setPetType(value);
                onPetType(value || null);
              }}
              data={[
                { value: '', label: IMAGE_SEARCH_COPY.anyPetType },
                ...PET_TYPES.map((type) => ({ value: type, label: PET_TYPE_LABELS[type] })),
              ]}
            />
            <Group>
              <Button onClick={close}>{IMAGE_SEARCH_COPY.apply}</Button>
              <Button variant="default" onClick={reset}>
                {IMAGE_SEARCH_COPY.chooseAnother}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
