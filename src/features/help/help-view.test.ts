import { describe, expect, it } from 'vitest';
import { fileNameOf, paragraphsOf, safePdfUrl, termsDocOf } from './help-view';
import { pageInView, zoomPercent, zoomStep, ZOOM_STEPS } from './help-view';

describe('help view', () => {
  it('knows the six terms pages and nothing else', () => {
    expect(termsDocOf('time-deposit')).toBe('time-deposit');
    expect(termsDocOf('privacy')).toBeNull();
    expect(termsDocOf(null)).toBeNull();
  });

  it('splits an answer into its paragraphs', () => {
    expect(paragraphsOf('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphsOf('Only one.')).toEqual(['Only one.']);
  });
});

describe('the PDF viewer', () => {
  it('opens PDFs of this origin only', () => {
    expect(safePdfUrl('/docs/tnc/loyalty.pdf')).toBe('/docs/tnc/loyalty.pdf');
    expect(safePdfUrl('/docs/tnc/loyalty.pdf?lang=en')).toBe('/docs/tnc/loyalty.pdf?lang=en');
    for (const bad of [
      'https://example.com/x.pdf',
      '//example.com/x.pdf',
      'javascript:alert(1)',
      '/\\example.com/x.pdf',
      'docs/x.pdf',
      '',
      null,
      '/' + 'a'.repeat(600),
    ]) {
      expect(safePdfUrl(bad), String(bad)).toBeNull();
    }
  });

  it('names a file by its address', () => {
    expect(fileNameOf('/docs/tnc/instant-cash.pdf?lang=en')).toBe('instant-cash.pdf');
  });

  it('zooms in steps from fitting the width to three times, never past either end', () => {
    expect(ZOOM_STEPS[0]).toBe(1);
    expect(zoomStep(0, -1)).toBe(0);
    expect(zoomStep(0, 1)).toBe(1);
    expect(zoomStep(ZOOM_STEPS.length - 1, 1)).toBe(ZOOM_STEPS.length - 1);
    expect([0, 1, 2, 3, 4].map(zoomPercent)).toEqual(['100%', '125%', '150%', '200%', '300%']);
  });

  it('counts the page most in view, the first on a tie', () => {
    expect(pageInView(new Map())).toBe(1);
    expect(
      pageInView(
        new Map([
          [1, 0.2],
          [2, 0.8],
        ]),
      ),
    ).toBe(2);
    expect(
      pageInView(
        new Map([
          [3, 0.5],
          [2, 0.5],
        ]),
      ),
    ).toBe(2);
    expect(
      pageInView(
        new Map([
          [1, 0],
          [2, 0],
        ]),
      ),
    ).toBe(1);
  });
});
