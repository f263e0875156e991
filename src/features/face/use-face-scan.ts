import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { either } from '../../../contracts/spelling';
import { call } from '../../api';
import { dataUrlOf, shrinkPhoto } from '../../shared/camera/photo';
import { endpoints } from './endpoints';
import { faceOutcomeOf, type FaceOutcome } from './face-outcome';
import { FACE_SCENE } from './use-face-check';

/** The longer side of the face photo sent to the bank (FACE_INFO stays well under its size limit). */
const PHOTO_MAX_SIDE = 480;

/** One photo checked by the bank (get/faceid for a ticket, then scan/face); `onDone` hears what it came to. */
export function useFaceScan(flowId: string, onDone: (result: 'success' | FaceOutcome) => void) {
  const { t } = useTranslation('face');
  return useMutation({
    mutationFn: async (file: File) => {
      const photo = await shrinkPhoto(file, PHOTO_MAX_SIDE, 0.7);
      const image = await dataUrlOf(photo).catch(() => '');
      // A fresh ticket for each attempt, then the check itself.
      const ticket = await call(endpoints.amsGetFaceId, { flowId, type: FACE_SCENE });
      // The file name travels along: the fake bank reads magic names such as face-blurry.jpg.
      const faceInfo = JSON.stringify({
        fileName: file.name,
        faceId: either(ticket, 'FACE_ID', 'faceId'),
        ticket: either(ticket, 'TICKET', 'ticket'),
        faceOrg: either(ticket, 'FACE_ORG', 'faceOrg'),
        image,
      });
      return call(endpoints.scanFace, { FACE_INFO: faceInfo, APP_NO: flowId, SCENE: FACE_SCENE });
    },
    onSuccess: (result) =>
      onDone(
        result.STATUS === 'T'
          ? 'success'
          : { kind: 'retry', reason: 'previous', message: t('retry.previousBody'), attempts: null },
      ),
    onError: (error) => onDone(faceOutcomeOf(error)),
  });
}
