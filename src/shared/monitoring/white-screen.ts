import { report } from './reporter';

/** Spec section 9: checks after navigation at these delays (ms, each after the previous). */
export const WHITE_SCREEN_DELAYS = [250, 250, 250, 250, 500, 500, 1000, 1000, 2000] as const;
/** Sample points on each axis through the middle of the viewport. */
export const SAMPLE_POINTS = 9;
export const LABEL_LIMIT = 230;

/** Elements that are only scaffolding (index.html's static shell too): a page showing nothing but these is blank. */
const WRAPPER_SELECTOR = 'html, body, #root, [data-ws-wrapper], .app-shell, .app-shell *';

export function samplePoints(width: number, height: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 1; i <= SAMPLE_POINTS; i++) {
    points.push([(width * i) / (SAMPLE_POINTS + 1), height / 2]);
    points.push([width / 2, (height * i) / (SAMPLE_POINTS + 1)]);
  }
  return points;
}

export function isBlank(doc: Pick<Document, 'elementsFromPoint'>, width: number, height: number): boolean {
  return samplePoints(width, height).every(([x, y]) => {
    const top = doc.elementsFromPoint(x, y)[0];
    return !top || top.matches(WRAPPER_SELECTOR);
  });
}

export function truncateLabel(label: string): string {
  return label.length > LABEL_LIMIT ? label.slice(0, LABEL_LIMIT) : label;
}

/**
 * Watches for a white screen after a navigation: samples at each delay and stops as soon as anything is
 * drawn; reports once if the page is still blank after the last delay. Answers a cancel function.
 */
export function watchForWhiteScreen(
  label: string,
  onBlank: (label: string) => void = defaultReport,
): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = (step: number) => {
    if (cancelled) return;
    if (!isBlank(document, window.innerWidth, window.innerHeight)) return;
    if (step === WHITE_SCREEN_DELAYS.length - 1) {
      onBlank(truncateLabel(label));
      return;
    }
    timer = setTimeout(() => check(step + 1), WHITE_SCREEN_DELAYS[step + 1]);
  };
  timer = setTimeout(() => check(0), WHITE_SCREEN_DELAYS[0]);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

function defaultReport(label: string) {
  report({ type: 'white-screen', label });
}
