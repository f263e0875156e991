import { inject } from 'vitest';
import { useRsaKeys } from '../domain/security-crypto';

useRsaKeys(inject('rsaKeys'));
