import type { TestProject } from 'vitest/node';
import { generateRsaKeys, type RsaKeys } from '../domain/security/security-crypto';

declare module 'vitest' {
  export interface ProvidedContext {
    rsaKeys: RsaKeys;
  }
}

/**
 * One RSA key pair for the whole test run (Web Crypto, as the server makes it at start): tests that drive
 * bank.handle directly, without bank.serve, find it prepared (rsa-keys.setup.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('rsaKeys', await generateRsaKeys());
}
