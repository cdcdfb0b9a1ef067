import { frozen } from '../frozen';

/**
 * Image search's words (its own file, so the search page's first load carries only these, not
 * the analysis schemas the dialog loads later).
 */
/** The search page's button (alone, so the page carries none of the dialog's words). */
export const IMAGE_SEARCH_BUTTON_LABEL = 'Search by photo';

export const IMAGE_SEARCH_COPY = frozen({
  title: 'Image Search',
  intro:
    'Upload a photo of your pet or take one with your camera. We recognise the animal and its colours and filter the services by pet type.',
  privacy: 'Your photo is analysed and then discarded: it is never stored.',
  chooseFile: 'Upload Photo',
  takePhoto: 'Take Photo',
  capture: 'Capture',
  cancelCamera: 'Cancel',
  analyse: 'Analyse Photo',
  analysing: 'Analysing image...',
  chooseAnother: 'Choose Another Photo',
  detectedTitle: 'Animals found',
  coloursTitle: 'Dominant colours',
  nothingRecognised:
    'No animal was recognised in this photo. Try a clearer photo, or choose the pet type yourself.',
  petTypeLabel: 'Search services for',
  anyPetType: 'Any pet type',
  apply: 'Search Services',
});
