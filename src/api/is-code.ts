import { CODES, type CodeName } from '../../contracts/codes';
import { isApiError, isCodeValue, type ApiError } from './errors';

/**
 * A refusal by the bank with one of the named return codes. A module of its own: it needs every code of the
 * product, which only the screens that ask carry (not the landing).
 */
export function isCode(error: unknown, ...names: CodeName[]): error is ApiError {
  return isApiError(error) && isCodeValue(error, ...names.map((name) => CODES[name].code));
}
