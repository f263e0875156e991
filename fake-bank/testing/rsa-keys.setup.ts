import { inject } from 'vitest';
import { useRsaKeys } from '../domain/security/security-crypto';
import { TEST_KDF_COST, useKdf, useKdfCost } from '../domain/security/security-kdf';
import { nodeScrypt } from '../domain/security/security-kdf-node';

useRsaKeys(inject('rsaKeys'));
// Node's scrypt as on the server, new PIN and password records at the schema's lowest cost: tests stay fast (decision 0032).
useKdf(nodeScrypt);
useKdfCost(TEST_KDF_COST);
