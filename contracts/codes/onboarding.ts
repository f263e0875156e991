import { RULE_MESSAGES } from '../rules/messages';
import type { CodeDefinitions } from './types';

/**
 * Return codes of the onboarding area (the Pay Later application, identity checks, video banking), in the
 * range 80432001-80432999: { NAME: { code, key, meaning, id, en } }. Where the spec gives a text it is used
 * word for word; the rule refusals answer the section 5 rule's own text.
 */
export const ONBOARDING_CODES = {
  // Terms, form and application: 8043 2001-2099
  ONB_TERMS_NOT_AGREED: {
    code: '80432001',
    key: 'termsNotAgreed',
    meaning: 'the terms were not read and agreed (all three checkboxes)',
    id: 'Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.',
    en: 'Please read and agree to the Terms & Conditions to continue.',
  },
  ONB_TNC_NOT_FOUND: {
    code: '80432002',
    key: 'tncNotFound',
    meaning: 'no terms or document template by that name',
    id: 'Dokumen syarat dan ketentuan tidak ditemukan.',
    en: 'The terms document was not found.',
  },
  ONB_OWN_MOBILE: {
    code: '80432003',
    key: 'mobileOwn',
    meaning: "the emergency contact's mobile is the user's own number",
    ...RULE_MESSAGES.mobileOwn,
  },
  ONB_NPWP_REQUIRED: {
    code: '80432004',
    key: 'npwpRequired',
    meaning: 'NPWP missing while the credit limit is above Rp 50.000.000',
    ...RULE_MESSAGES.npwpRequired,
  },
  ONB_ADDRESS_UNKNOWN: {
    code: '80432005',
    key: 'addressUnknown',
    meaning: 'province, city, district and sub-district are not one path of the address lookup',
    id: 'Alamat tidak ditemukan. Silakan pilih provinsi, kota, kecamatan dan kelurahan dari daftar.',
    en: 'Address not found. Please choose the province, city, district and sub-district from the list.',
  },
  ONB_POSTAL_CODE_MISMATCH: {
    code: '80432006',
    key: 'postalCodeMismatch',
    meaning: 'the postal code is not the one of the chosen sub-district',
    id: 'Kode pos tidak sesuai dengan kelurahan yang dipilih.',
    en: 'The postal code does not match the chosen sub-district.',
  },
  ONB_EXT_INFO_MISSING: {
    code: '80432007',
    key: 'extInfoMissing',
    meaning: 'the Pay Later form was not saved yet',
    id: 'Silakan lengkapi formulir Pay Later terlebih dahulu.',
    en: 'Please complete the Pay Later form first.',
  },
  ONB_CASE_NOT_FOUND: {
    code: '80432008',
    key: 'caseNotFound',
    meaning: 'OPEN_ACCT_CASE_NO is not the case the bank issued to this user',
    id: 'Nomor pengajuan tidak ditemukan.',
    en: 'The application case number was not found.',
  },
  ONB_APP_NOT_FOUND: {
    code: '80432009',
    key: 'appNotFound',
    meaning: 'APP_NO is unknown or nothing was applied for yet',
    id: 'Pengajuan tidak ditemukan.',
    en: 'The application was not found.',
  },
  ONB_DATA_ON_ANOTHER_ACCOUNT: {
    code: '80432010',
    key: 'dataOnAnotherAccount',
    meaning: "the applicant's data is already registered on another account",
    id: 'Data kamu sudah terdaftar di akun lain.',
    en: 'Your data is already registered on another account.',
  },
  ONB_LINK_EXPIRED: {
    code: '80432011',
    key: 'linkExpired',
    meaning: 'the application link has expired',
    id: 'Tautan sudah kedaluwarsa.',
    en: 'The link has expired.',
  },
  ONB_NOT_ELIGIBLE: {
    code: '80432012',
    key: 'notEligible',
    meaning:
      'not eligible for Pay Later: not registered, not an Indonesian citizen, or aged outside 21 to 55 (ret_data.reason)',
    id: 'Kamu belum memenuhi syarat untuk mengajukan Pay Later.',
    en: 'You are not eligible to apply for Pay Later yet.',
  },
  ONB_OPTION_UNKNOWN: {
    code: '80432013',
    key: 'optionUnknown',
    meaning: 'a form choice is not a code of its option list (ret_data.issues names the field)',
    ...RULE_MESSAGES.option,
  },
  ONB_PRIME_INPUT_MISSING: {
    code: '80432014',
    key: 'primeInputMissing',
    meaning: 'PRIME_INPUT submitted before the Prime data was accepted (upgrade/high_account)',
    id: 'Silakan lengkapi data Allo Prime terlebih dahulu.',
    en: 'Please complete the Allo Prime data first.',
  },

  // Onboarding flow: 8043 2100-2199
  ONB_FLOW_NOT_FOUND: {
    code: '80432101',
    key: 'flowNotFound',
    meaning: 'no flow with that flowId or bizServiceId',
    id: 'Proses verifikasi tidak ditemukan.',
    en: 'The verification process was not found.',
  },
  ONB_FLOW_WRONG_STEP: {
    code: '80432102',
    key: 'flowWrongStep',
    meaning: 'the submitted action is not the flow’s next action (or the flow is finished)',
    id: 'Langkah ini tidak sesuai dengan proses verifikasi kamu.',
    en: 'This step does not match your verification process.',
  },
  ONB_FLOW_STEP_NOT_DONE: {
    code: '80432103',
    key: 'flowStepNotDone',
    meaning: 'the step was submitted before its check succeeded (e.g. OCR before a successful scan)',
    id: 'Langkah ini belum selesai. Silakan selesaikan terlebih dahulu.',
    en: 'This step is not finished yet. Please complete it first.',
  },

  // ID card scan and uploads: 8043 2200-2299
  ONB_FILE_NOT_FOUND: {
    code: '80432201',
    key: 'fileNotFound',
    meaning: 'no uploaded file with that fileId and fileHash',
    id: 'File tidak ditemukan. Silakan unggah ulang foto.',
    en: 'File not found. Please upload the photo again.',
  },
  ONB_OCR_BLURRY: {
    code: '80432202',
    key: 'ocrBlurry',
    meaning: 'ID card photo is blurry',
    id: 'Foto e-KTP buram. Pastikan foto jelas dan tidak bergerak.',
    en: 'The e-KTP photo is blurry. Make sure the photo is sharp and steady.',
  },
  ONB_OCR_BORDER_MISSING: {
    code: '80432203',
    key: 'ocrBorderMissing',
    meaning: 'the border of the ID card is not fully in the photo',
    id: 'Seluruh sisi e-KTP harus terlihat di dalam bingkai.',
    en: 'All edges of the e-KTP must be inside the frame.',
  },
  ONB_OCR_STRONG_FLASH: {
    code: '80432204',
    key: 'ocrStrongFlash',
    meaning: 'glare of a strong flash on the ID card',
    id: 'Terdapat pantulan cahaya pada e-KTP. Hindari flash atau cahaya yang terlalu terang.',
    en: 'There is glare on the e-KTP. Avoid the flash or very bright light.',
  },
  ONB_OCR_UNREADABLE: {
    code: '80432205',
    key: 'ocrUnreadable',
    meaning: 'the ID card data cannot be read: the manual input form is offered',
    id: 'Data e-KTP tidak dapat dibaca. Silakan isi data secara manual.',
    en: 'The e-KTP data cannot be read. Please enter the data manually.',
  },
  ONB_OCR_LIMIT_REACHED: {
    code: '80432206',
    key: 'ocrLimitReached',
    meaning: 'ID scan attempts of today used up; released at 00:00 WIB',
    id: 'Batas percobaan foto e-KTP hari ini sudah habis. Silakan coba lagi besok.',
    en: "You have used up today's e-KTP photo attempts. Please try again tomorrow.",
  },
  ONB_OCR_DIFFERENT_CARD: {
    code: '80432207',
    key: 'ocrDifferentCard',
    meaning: 'a different ID card than the one scanned earlier',
    id: 'e-KTP ini berbeda dengan yang kamu foto sebelumnya. Silakan gunakan e-KTP sebelumnya.',
    en: 'This e-KTP differs from the one you scanned before. Please use the earlier e-KTP.',
  },
  ONB_OCR_DATA_INVALID: {
    code: '80432208',
    key: 'ocrDataInvalid',
    meaning:
      'the e-KTP data of the OCR step (confirm-data or manual form) is missing or breaks a section 5 rule; ret_data.issues name the fields',
    id: 'Data e-KTP belum sesuai. Periksa kembali data kamu.',
    en: 'The e-KTP data is not valid. Please check your data.',
  },

  // Face detection: 8043 2300-2399
  ONB_FACE_BLURRY: {
    code: '80432301',
    key: 'faceBlurry',
    meaning: 'face photo blurry',
    id: 'Wajah kamu tidak terlihat jelas. Tahan ponsel dengan stabil dan coba lagi.',
    en: 'Your face is not clear. Hold the phone steady and try again.',
  },
  ONB_FACE_LOW_LIGHT: {
    code: '80432302',
    key: 'faceLowLight',
    meaning: 'insufficient light',
    id: 'Cahaya kurang. Pindah ke tempat yang lebih terang dan coba lagi.',
    en: 'Not enough light. Move to a brighter place and try again.',
  },
  ONB_FACE_ACCESSORIES: {
    code: '80432303',
    key: 'faceAccessories',
    meaning: 'accessories (glasses, mask, hat) detected',
    id: 'Lepaskan aksesori seperti kacamata, masker atau topi, lalu coba lagi.',
    en: 'Remove accessories such as glasses, a mask or a hat, then try again.',
  },
  ONB_FACE_LIMIT_REACHED: {
    code: '80432304',
    key: 'faceLimitReached',
    meaning: 'face detection attempts of today used up; released at 00:00 WIB',
    id: 'Batas percobaan deteksi wajah hari ini sudah habis. Silakan coba lagi besok.',
    en: "You have used up today's face detection attempts. Please try again tomorrow.",
  },

  // Video banking and questions: 8043 2400-2499
  ONB_VB_NOT_ENTITLED: {
    code: '80432401',
    key: 'vbNotEntitled',
    meaning: 'not entitled to video banking for a bigger limit; the application is still reviewed',
    id: 'Kamu belum memenuhi syarat untuk limit yang lebih besar. Pengajuan kamu tetap kami tinjau.',
    en: 'You are not eligible for a bigger limit yet. Your application is still being reviewed.',
  },
  ONB_VB_LIMIT_REACHED: {
    code: '80432402',
    key: 'vbLimitReached',
    meaning: 'video banking attempts of today used up; released at 00:00 WIB',
    id: 'Batas percobaan video banking hari ini sudah habis. Silakan coba lagi besok.',
    en: "You have used up today's video banking attempts. Please try again tomorrow.",
  },
  ONB_VB_OUT_OF_SERVICE: {
    code: '80432403',
    key: 'vbOutOfService',
    meaning: 'outside video banking service hours: schedule later',
    id: 'Video banking tersedia pukul 08.00-20.00 WIB. Silakan jadwalkan di lain waktu.',
    en: 'Video banking is available 08:00-20:00 WIB. Please schedule it for later.',
  },
  ONB_VB_SESSION_NOT_FOUND: {
    code: '80432404',
    key: 'vbSessionNotFound',
    meaning: 'no video banking session with that sessionId',
    id: 'Sesi video banking tidak ditemukan.',
    en: 'The video banking session was not found.',
  },
  ONB_VB_RESULT_NOT_READY: {
    code: '80432405',
    key: 'vbResultNotReady',
    meaning: 'the video call has not taken place yet (queuing, left or failed)',
    id: 'Hasil video banking belum tersedia.',
    en: 'The video banking result is not available yet.',
  },
  ONB_QUESTION_UNKNOWN: {
    code: '80432406',
    key: 'questionUnknown',
    meaning: 'an answer names a question that was not asked',
    id: 'Pertanyaan tidak ditemukan.',
    en: 'The question was not found.',
  },
} as const satisfies CodeDefinitions;
