/** A return code with its meaning and the bank's message in both languages. */
export interface CodeDefinition {
  code: string;
  /** i18n key of the client's message (namespace `errors`), and the key of the bank's message. */
  key: string;
  meaning: string;
  id: string;
  en: string;
}

export type CodeDefinitions = Record<string, CodeDefinition>;
