import { z } from 'zod/mini';
import './zod-english';
import { MpcLevelSchema, TextSchema } from '../../contracts';
import { CitizenshipSchema } from '../../contracts/rules/eligibility';

/** The parts of the bank state every area reads: the person, access flags, Pay Later flags, the device. */
export const CustomerSchema = z.object({
  userId: TextSchema,
  mpcUid: TextSchema,
  ecifNo: TextSchema,
  name: TextSchema.check(z.minLength(2)),
  /**
   * The name printed on the person's e-KTP, kept when registration typed another name before any scan:
   * the scan reads the card, not the form, and the card confirmed in the flow names the customer again.
   */
  cardName: z.optional(TextSchema.check(z.minLength(2))),
  nik: z.string().check(z.regex(/^\d{16}$/)),
  birthPlace: TextSchema,
  dateOfBirth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  gender: z.enum(['M', 'F']),
  /** As the e-KTP states it; Pay Later is for Indonesian citizens (WNI) only. */
  citizenship: z._default(CitizenshipSchema, 'WNI'),
  phone: z.string().check(z.regex(/^8\d{8,11}$/)),
  email: z.email(),
  emailVerified: z.boolean(),
  mpcLevel: MpcLevelSchema,
  /**
   * The customer (MPC) account's status as the bank sets it (mpcStatus, a gate of section 6; values ours,
   * decision 0079): A active, F frozen, L temporarily blocked. Not A: Pay Later and Instant Cash refused.
   */
  mpcStatus: z._default(z.enum(['A', 'F', 'L']), 'A'),
  registered: z.boolean(),
  /** The base (e-money) account id, set when the wallet account is registered. */
  mdcId: TextSchema,
  createdAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const AccessStateSchema = z.object({
  /** What the channel config call answers in `access`. */
  channelAccess: z.boolean(),
  /** The code that call answers with: 0000, or 80430241 which the client treats as allowed. */
  channelCode: z.enum(['0000', '80430241']),
  noOpenList: z.array(TextSchema),
  noAccessList: z.array(TextSchema),
  grayHit: z.boolean(),
});

export const PayLaterStateSchema = z.object({
  whitelisted: z.boolean(),
  /** Pay Later status as the bank reports it (payLaterStatus, cncOpenStatus). */
  status: TextSchema,
  preCreditLimit: z.string().check(z.regex(/^\d+$/)),
  openAcctCaseNo: TextSchema,
  appNo: TextSchema,
  riskCode: TextSchema,
  notifyRequested: z.boolean(),
  /**
   * The bank's temporary lock of the account (reported lost phone, suspicious activity, customer request),
   * in force until this time (ISO 8601, WIB); absent or '' when none. The clock lifts it.
   */
  lockedUntil: z.optional(z.union([z.literal(''), z.iso.datetime({ offset: true })])),
});

/** The device the browser stand-in of the bridge pretends to be. */
export const DeviceSchema = z.object({
  /**
   * The locale the bank app's bridge reports; absent outside the app unless a scenario pretends one: the
   * client then takes the browser's language (spec section 1, state lang.browser-english).
   */
  locale: z.optional(z.string().check(z.minLength(2), z.maxLength(35))),
  inApp: z.boolean(),
  /** What the phone answers when a screen asks for the camera (ID scan, face, video banking). */
  camera: z._default(z.enum(['granted', 'denied']), 'granted'),
});
