import { RULE_MESSAGES, type Lang, type RuleMessageKey } from '../../../contracts';

/** A flag as the bank's answers write it. */
export const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

/** ret_data of a section 5 rule refusal, shaped like BAD_REQUEST's issues: the rule's text, the field, its key. */
export function ruleIssue(path: string, rule: RuleMessageKey, lang: Lang) {
  return { issues: [{ path, message: RULE_MESSAGES[rule][lang], rule }] };
}
