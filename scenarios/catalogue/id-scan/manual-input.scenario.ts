import { defineScenario } from '../../define-scenario';
import { IDENTITY_CLOCK, seedUnreadableScan } from './ocr-seed';

export default defineScenario({
  id: 'ocr.manual-input',
  title: 'ID scan: manual data form after "data unreadable"',
  description:
    "A scan of today read nothing (1 attempt used, its session on the flow). /ocr/manualinput asks for the e-KTP data: NIK (any 16 digits; fewer gives 'Silakan masukkan 16 digit Nomor e-KTP.'), full name, birth place, date of birth, gender, under the section 5 rules. The bank checks them again on submit/flow OCR and opens face detection.",
  tags: ['onboarding', 'ocr'],
  covers: ['ocr.manual-input'],
  path: '/ocr/manualinput',
  clock: IDENTITY_CLOCK,
  seed: (state) => seedUnreadableScan(state),
});
