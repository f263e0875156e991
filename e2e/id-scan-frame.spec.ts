import { expect, test, type Page } from './fixtures';
import { pngPhoto } from './photo-files';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The page boxes of the camera frame, the drawn photo (its painted area, object-fit aside) and the marks. */
const boxesOf = (page: Page) =>
  page.getByTestId('ocr-frame').evaluate((frame) => {
    const boxOf = (element: Element): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const photo = frame.querySelector('img')!;
    const box = boxOf(photo);
    // What object-fit: contain paints: the photo scaled to fit its box, centred in it.
    const scale = Math.min(
      (box.right - box.left) / photo.naturalWidth,
      (box.bottom - box.top) / photo.naturalHeight,
    );
    const width = photo.naturalWidth * scale;
    const height = photo.naturalHeight * scale;
    const cx = (box.left + box.right) / 2;
    const cy = (box.top + box.bottom) / 2;
    return {
      frame: boxOf(frame),
      photo: box,
      painted: { left: cx - width / 2, right: cx + width / 2, top: cy - height / 2, bottom: cy + height / 2 },
      fit: getComputedStyle(photo).objectFit,
      marks: [...frame.querySelectorAll('[data-testid="ocr-frame-corner"]')].map((mark) => ({
        corner: mark.getAttribute('data-corner'),
        box: boxOf(mark),
      })),
    };
  });

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** Issue 40, point 7: a picked e-KTP photo is drawn fitted in the camera frame, the four marks around it. */
for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('[ocr.guidance] a large picked photo lies inside the frame, one corner mark at each of its corners', async ({
      page,
      scenario,
    }) => {
      await scenario('ocr.guidance');
      await page.getByRole('button', { name: 'Ambil Foto e-KTP' }).click();
      await expect(page).toHaveURL(/\/ocr\/camera$/);
      // A phone camera's photo: far larger than the screen (the app shrinks it to 1,600 px, still larger).
      await page
        .getByTestId('ocr-photo-input')
        .setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: pngPhoto(3000, 2000) });
      const photo = page.getByRole('img', { name: 'Foto e-KTP kamu' });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(1000);

      const { frame, photo: box, painted, fit, marks } = await boxesOf(page);
      // The frame is the screen's width (the page's margins aside) and card-shaped, not the photo's size.
      expect(frame.right - frame.left).toBeLessThanOrEqual(width);
      expect((frame.right - frame.left) / (frame.bottom - frame.top)).toBeCloseTo(85.6 / 54, 1);
      expect(fit).toBe('contain');
      expect(inside(box, frame)).toBe(true);
      expect(inside(painted, frame)).toBe(true);
      // The photo fills the frame's width or height, not a corner of it.
      expect(
        Math.max(
          (painted.right - painted.left) / (box.right - box.left),
          (painted.bottom - painted.top) / (box.bottom - box.top),
        ),
      ).toBeCloseTo(1, 2);

      // Four marks, each in the frame and around the photo's box: its outer corner beyond the photo's corner.
      expect(marks.map((m) => m.corner).sort()).toEqual([
        'bottom-left',
        'bottom-right',
        'top-left',
        'top-right',
      ]);
      for (const { corner, box: mark } of marks) {
        expect(inside(mark, frame), `${corner} in the frame`).toBe(true);
        const [vertical, horizontal] = corner!.split('-');
        if (vertical === 'top') expect(mark.top, corner!).toBeLessThanOrEqual(box.top);
        else expect(mark.bottom, corner!).toBeGreaterThanOrEqual(box.bottom);
        if (horizontal === 'left') expect(mark.left, corner!).toBeLessThanOrEqual(box.left);
        else expect(mark.right, corner!).toBeGreaterThanOrEqual(box.right);
        await expect(page.locator(`[data-corner="${corner}"]`)).toBeVisible();
      }
    });
  });
}
