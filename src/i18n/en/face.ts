import type { Resource } from '../resource';
import type id from '../id/face';

export default {
  title: 'Face Verification',
  education: {
    heading: 'Face Verification',
    body: 'We will take a photo of your face to make sure you are the owner of the e-KTP.',
    artLabel: 'A whole face inside the oval, in bright light, without glasses',
    tipsHeading: 'Before you start',
    tips: {
      light: 'Find a bright place; avoid light from behind you.',
      accessories: 'Take off glasses, masks and hats.',
      oval: 'Keep your whole face inside the oval.',
    },
    start: 'Start Verification',
  },
  denied: {
    title: 'Camera access is off',
    body: "Allow camera access in your phone's settings for face verification, then try again.",
    settings: 'Open Settings',
    retry: 'Try again',
  },
  camera: {
    heading: 'Place your face inside the oval',
    hint: 'Look straight at the camera and make sure your face is clearly visible.',
    ovalLabel: 'Oval for your face',
    inputLabel: 'Take a photo of your face',
    take: 'Take Face Photo',
    checking: 'Checking your face...',
  },
  retry: {
    title: 'Face verification was not successful',
    reasons: {
      blurry: 'The face photo is blurry',
      lowLight: 'Too dark',
      accessories: 'Accessories cover your face',
      failed: 'The photo could not be processed',
      previous: 'Your last attempt was not successful',
    },
    previousBody:
      'Make sure your face is clearly visible, in a bright place, without glasses, a mask or a hat.',
    tipsHeading: 'Face verification tips',
    attemptsLeft: 'Attempts left today: {{left}} of {{total}}',
    action: 'Try Again',
  },
  limit: {
    title: "Today's attempts are used up",
    body: "You have used up today's face detection attempts. Please try again tomorrow.",
    until: 'You can try again from {{time}}.',
    back: 'Back to Home',
  },
  success: {
    title: 'Face verified',
    body: 'Thank you. Continue to the next step to finish your application.',
    action: 'Continue',
    ok: 'OK',
  },
} satisfies Resource<typeof id>;
