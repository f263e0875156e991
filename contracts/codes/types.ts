import type { z } from 'zod/mini';
import type { AssumptionId } from '../assumptions.data';

/** A return code with its meaning and the bank's message in both languages. */
export interface CodeDefinition {
  code: string;
  /** i18n key of the client's message (namespace `errors`), and the key of the bank's message. */
  key: string;
  meaning: string;
  id: string;
  en: string;
  /**
   * The shape of ret_data when the bank answers this code (schemas in ./data.ts); without it ret_data is null.
   * The bank checks its refusals against it and the OpenAPI document describes the code with it.
   */
  data?: z.ZodMiniType;
  /** A refusal the spec implies but does not name: its entry in the table of assumptions (x-assumed in OpenAPI). */
  assumption?: AssumptionId;
}

export type CodeDefinitions = Record<string, CodeDefinition>;
