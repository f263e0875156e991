import { screen, type Matcher } from '@testing-library/react';
import { textOf } from './render-screen';

/**
 * Text as Playwright's getByText finds it: the innermost element whose text (whitespace collapsed) contains
 * the words, case and all. For component tests ported from e2e, so `getByText('Saldo Rp50.000')` keeps its
 * meaning (Testing Library's own string matcher wants the element's whole text).
 */
export const containing =
  (text: string): Matcher =>
  (_content, element) =>
    !!element &&
    textOf(element).includes(text) &&
    ![...element.children].some((child) => textOf(child).includes(text));

/** Waits for exactly one element holding the words (Playwright's strict getByText). */
export const findText = (text: string) => screen.findByText(containing(text));
/** The first of the elements holding the words (Playwright's `.first()`). */
export const firstText = async (text: string) => (await screen.findAllByText(containing(text)))[0]!;
