import { z } from 'zod/mini';
import { TextSchema, TimestampSchema } from '../../contracts/entities/primitives';
import {
  QRIS_TTL_MINUTES,
  STORE_CODE_TTL_HOURS,
  TopUpChannelSchema,
  TopUpStoreSchema,
  type TopUpChannel,
  type TopUpStore,
} from '../../contracts/entities/top-up';
import { MINUTE_MS, toTimestamp } from '../../contracts/dates';

/**
 * A top-up by QRIS, store payment code or debit card, as the bank keeps it (virtual accounts are their own
 * list). The QRIS payload is not kept: the bank builds it from the record each time (fake-bank/domain/qris).
 */
export const TopUpRecordSchema = z.object({
  topUpNo: z.string().check(z.regex(/^TU\d{8,20}$/)),
  channel: TopUpChannelSchema,
  amount: z.string().check(z.regex(/^\d{1,15}$/)),
  /** 0 waiting, 1 paid; a waiting one past expTime reads as 2 expired. */
  status: z.enum(['0', '1']),
  createdAt: TimestampSchema,
  expTime: TimestampSchema,
  paidAt: z.union([TimestampSchema, z.literal('')]),
  store: z.optional(TopUpStoreSchema),
  paymentCode: z.optional(z.string().check(z.regex(/^\d{16}$/))),
  /** Masked 6 + 4. */
  cardNo: z.optional(TextSchema),
  mpcOrderNo: z.optional(TextSchema),
});
export type TopUpRecord = z.infer<typeof TopUpRecordSchema>;

/** Store payment codes start with the store's prefix; the cashier's system routes them by it. */
export const STORE_CODE_PREFIX: Record<TopUpStore, string> = { ALFAMART: '8850', INDOMARET: '8870' };

/** What a top-up is opened in (the whole bank state, as this model file may not import it: it is part of it). */
export interface TopUpFacts {
  wallet: { topUps: TopUpRecord[] };
  customer: { phone: string };
}

/** TU + business date + a sequence in the session: TU202611210001. */
function newTopUpNo(state: TopUpFacts, now: number): string {
  const day = toTimestamp(now).slice(0, 8);
  let seq = state.wallet.topUps.length + 1;
  while (state.wallet.topUps.some((t) => t.topUpNo === `TU${day}${String(seq).padStart(4, '0')}`)) seq++;
  return `TU${day}${String(seq).padStart(4, '0')}`;
}

/**
 * Opens a top-up waiting for its payment (QRIS, store) or records one paid at once (card). The bank's
 * handlers and the scenarios' seeds both make them here, so a seeded one is like one asked for.
 */
export function openTopUp(
  state: TopUpFacts,
  input: { channel: TopUpChannel; amount: number; now: number; store?: TopUpStore; cardNo?: string },
): TopUpRecord {
  const topUpNo = newTopUpNo(state, input.now);
  const ttl = input.channel === 'STORE' ? STORE_CODE_TTL_HOURS * 60 : QRIS_TTL_MINUTES;
  const record: TopUpRecord = {
    topUpNo,
    channel: input.channel,
    amount: String(input.amount),
    status: '0',
    createdAt: toTimestamp(input.now),
    expTime: toTimestamp(input.now + ttl * MINUTE_MS),
    paidAt: '',
    ...(input.store
      ? {
          store: input.store,
          paymentCode: STORE_CODE_PREFIX[input.store] + state.customer.phone.slice(-8) + topUpNo.slice(-4),
        }
      : {}),
    ...(input.cardNo ? { cardNo: input.cardNo } : {}),
  };
  state.wallet.topUps.push(record);
  return record;
}
