import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { z } from 'zod/mini';
import { maskName, maskNik } from '../../contracts/masking';

/**
 * Personal data at rest (issue 39, decision 0083): the state keeps a NIK a person gave (the card scanned or
 * typed on the ID forms) and a mother's name (the Pay Later form, video banking) only masked, as the screens
 * show them, beside a keyed digest (HMAC-SHA256) for the comparisons the bank makes later. What a person gives
 * is digested under the bank's key, which lives in the process (FAKE_BANK_PERSONAL_KEY, else random at start),
 * never in a row, a view or a snapshot, so a digest read from any of them cannot be tried against guessed
 * names or NIKs. What a scenario seeds (made up, in the seed's code for anyone to read) is digested under a
 * public key instead, so seeds stay the same in every process (the demo's are built ahead).
 */

type Kind = 'nik' | 'mother-first';
/** Whose value it is: a person's (the bank's key) or a scenario's seed (the public key). */
export type DigestKey = 'bank' | 'seed';

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;

function keyOf(text: string): Uint8Array {
  return sha256(utf8ToBytes(text));
}

/** Names the key in each digest (not the key): a digest made under another key is told apart. */
function idOf(secret: Uint8Array): string {
  return bytesToHex(hmac(sha256, secret, utf8ToBytes('key-id'))).slice(0, 8);
}

const SEED_KEY = keyOf('fake-bank: seeded data, public');
const SEED_KEY_ID = idOf(SEED_KEY);

let bankKey: Uint8Array = env?.FAKE_BANK_PERSONAL_KEY
  ? keyOf(env.FAKE_BANK_PERSONAL_KEY)
  : crypto.getRandomValues(new Uint8Array(32));
let bankKeyId = idOf(bankKey);

/** Digests from now on are made under this key (tests; an entry that keeps its key elsewhere). */
export function usePersonalKey(text: string): void {
  bankKey = keyOf(text);
  bankKeyId = idOf(bankKey);
}

/** `h1:<key id>:<HMAC hex>`, or '' when there is nothing to compare with. */
export const PersonalDigestSchema = z.string().check(z.regex(/^(h1:[0-9a-f]{8}:[0-9a-f]{64})?$/));

/** The first name of a mother's name, as the agent compares it: case and spacing aside. */
function firstName(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').toLowerCase();
}

function normalised(kind: Kind, value: string): string {
  return kind === 'nik' ? value.trim() : firstName(value);
}

export function personalDigest(kind: Kind, value: string, under: DigestKey = 'bank'): string {
  const [secret, id] = under === 'seed' ? [SEED_KEY, SEED_KEY_ID] : [bankKey, bankKeyId];
  const mac = hmac(sha256, secret, utf8ToBytes(`${kind}:${normalised(kind, value)}`));
  return `h1:${id}:${bytesToHex(mac)}`;
}

/** Which of this bank's keys made a digest; undefined for another bank's (or none). */
function keyOfDigest(digest: string | undefined): DigestKey | undefined {
  const id = digest?.split(':')[1];
  return id === bankKeyId ? 'bank' : id === SEED_KEY_ID ? 'seed' : undefined;
}

/** A value kept masked (the masks hide with `*`, which no NIK or name the rules allow holds). */
const isMasked = (value: string) => value.includes('*');

export interface NikAtRest {
  scannedNik: string;
  scannedNikDigest: string;
}

/** The card's NIK as the state keeps it: 3201********0001 and its digest. */
export function nikAtRest(nik: string, under: DigestKey = 'bank'): NikAtRest {
  return { scannedNik: maskNik(nik), scannedNikDigest: personalDigest('nik', nik, under) };
}

/**
 * Whether the NIK kept is `nik`: by the digest under the key that made it; a digest made under another
 * bank's key (a snapshot saved there, a restart with another key) is compared by its mask (first 4 and last 4
 * digits); a NIK kept in clear (a row from before issue 39) as it is.
 */
export function isKeptNik(kept: Partial<NikAtRest>, nik: string): boolean {
  const masked = kept.scannedNik ?? '';
  if (!masked) return false;
  if (!isMasked(masked)) return masked === nik;
  const digest = kept.scannedNikDigest ?? '';
  const under = keyOfDigest(digest);
  if (under) return digest === personalDigest('nik', nik, under);
  return masked === maskNik(nik);
}

/**
 * A mother's name as the state keeps it: masked as spec section 9 masks names, and its first name's digest,
 * under `under`, or under the key of the digest it will be compared with (`beside`) when this bank has it.
 */
export function motherAtRest(
  name: string,
  under: DigestKey = 'bank',
  beside?: string,
): { masked: string; motherFirstNameDigest: string } {
  const key = keyOfDigest(beside) ?? under;
  return { masked: maskName(name), motherFirstNameDigest: personalDigest('mother-first', name, key) };
}

type KeptName = { name: string; digest?: string };

/** A side kept in clear (a row from before issue 39) made as the other side is kept. */
function keptLike(side: KeptName, other: KeptName): { mask: string; digest: string } {
  if (isMasked(side.name)) return { mask: side.name.trim().split(/\s+/)[0] ?? '', digest: side.digest ?? '' };
  const kept = motherAtRest(firstName(side.name), 'bank', other.digest);
  return { mask: kept.masked, digest: kept.motherFirstNameDigest };
}

/**
 * Whether two kept mothers' names have the same first name: by their digests when one key made both, else
 * (a snapshot from another bank beside a name said here) by the first name's mask, its first letter and length.
 */
export function sameMotherFirstName(a: KeptName, b: KeptName): boolean {
  if (!isMasked(a.name) && !isMasked(b.name)) return firstName(a.name) === firstName(b.name);
  const one = keptLike(a, b);
  const other = keptLike(b, a);
  const oneKey = one.digest.split(':')[1];
  if (one.digest && oneKey === other.digest.split(':')[1]) return one.digest === other.digest;
  return one.mask.toLowerCase() === other.mask.toLowerCase();
}

interface PersonalSlice {
  ocr: Partial<NikAtRest>;
  extInfo: { motherMaidenName: string; motherFirstNameDigest?: string } | null;
  vb: { sessions: Array<{ motherFirstName: string; motherFirstNameDigest?: string }> };
}

/**
 * Masks in place what a state still holds in clear (a row or a file from before issue 39, a seed that set a
 * name): what a snapshot and an import keep. Masked values stay as they are.
 */
export function maskPersonalData(slice: PersonalSlice): void {
  const nik = slice.ocr.scannedNik ?? '';
  if (nik && !isMasked(nik)) Object.assign(slice.ocr, nikAtRest(nik));
  const info = slice.extInfo;
  if (info?.motherMaidenName && !isMasked(info.motherMaidenName)) {
    const { masked, motherFirstNameDigest } = motherAtRest(info.motherMaidenName);
    Object.assign(info, { motherMaidenName: masked, motherFirstNameDigest });
  }
  for (const session of slice.vb.sessions) {
    if (!session.motherFirstName || isMasked(session.motherFirstName)) continue;
    const { masked, motherFirstNameDigest } = motherAtRest(session.motherFirstName);
    Object.assign(session, { motherFirstName: masked, motherFirstNameDigest });
  }
}
