import { RULE_MESSAGES, type RuleMessageKey } from '../../../contracts/rules/messages';
import { langOf } from '../../../contracts/lang';

/**
 * The text of a form error: the contract rules carry a RULE_MESSAGES key, shown in the current language;
 * an error the bank answered (already in the user's language) is shown as it is.
 */
export function ruleText(message: string | undefined, language: string): string | undefined {
  if (!message) return undefined;
  return Object.hasOwn(RULE_MESSAGES, message)
    ? RULE_MESSAGES[message as RuleMessageKey][langOf(language)]
    : message;
}
