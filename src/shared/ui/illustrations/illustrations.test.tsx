// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { CashIcon } from './cash-icon';
import { CouponTile } from './coupon-tile';
import { tileFontSize, tileValueOf } from './coupon-tile-value';
import { FaceArt } from './face-art';
import { KtpArt } from './ktp-art';
import { initialsOf, markOf } from './mark-spec';
import { MerchantMark } from './merchant-mark';
import { SEEDED_MARKS } from './merchant-marks.data';

afterEach(cleanup);

describe('merchant marks (issue 40, imagery)', () => {
  test('a merchant the bank seeds has its row of the table', () => {
    expect(markOf('Apotek Sehat Sentosa')).toEqual(SEEDED_MARKS['Apotek Sehat Sentosa']);
    expect(markOf('All Allo Pay merchants')).toEqual(markOf('Semua merchant Allo Pay'));
  });

  test('a coupon merchant named in two languages is one mark: its kind words are left out, its id picks the colour', () => {
    expect(initialsOf('Kedai Kopi Usada')).toBe('U');
    expect(initialsOf('Usada Coffee House')).toBe('U');
    expect(initialsOf('Karaoke Maharani')).toBe('M');
    expect(initialsOf('Taman Bermain Wijaya Kusuma')).toBe('WK');
    expect(markOf('Kedai Kopi Usada', 'MCT1')).toEqual(markOf('Usada Coffee House', 'MCT1'));
  });

  test('any other name gets a mark of its own, the same every time', () => {
    const mark = markOf('Bakmi Suryadi', 'BR42');
    expect(mark).toEqual(markOf('Bakmi Suryadi', 'BR42'));
    expect(mark.initials).toBe('S');
    expect(mark.hue).toBeGreaterThanOrEqual(0);
    expect(mark.hue).toBeLessThan(360);
    expect(markOf('Toko')).toMatchObject({ initials: 'T' });
  });

  test('drawn beside the name, hidden from assistive technology, with its initials', () => {
    render(<MerchantMark name="Toko Mainan Ceria" size={20} />);
    const mark = screen.getByTestId('merchant-mark');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.textContent).toBe('C');
    expect(mark.getAttribute('width')).toBe('20');
  });
});

describe('coupon tile', () => {
  test('the value short, as shops write it', () => {
    expect(tileValueOf('AMOUNT', 45_000)).toBe('45K');
    expect(tileValueOf('AMOUNT', 2_500)).toBe('2,5K');
    expect(tileValueOf('AMOUNT', 1_500_000)).toBe('1,5JT');
    expect(tileValueOf('AMOUNT', 500)).toBe('500');
    expect(tileValueOf('RATE', 15)).toBe('15%');
    expect(tileFontSize('45K')).toBeGreaterThan(tileFontSize('1,5JT'));
  });

  test('a ticket with the caption, the value and the merchant initials, not a picture of flat text', () => {
    const { container } = render(
      <CouponTile kind="RATE" value={10} caption="Diskon" merchant="Kedai Kopi Usada" merchantId="MCT1" />,
    );
    const tile = screen.getByTestId('coupon-tile');
    expect(tile.getAttribute('data-value')).toBe('10%');
    expect([...tile.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Diskon', '10%', 'U']);
    expect(tile.querySelector('.coupon-tile__ticket')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('e-KTP and face illustrations', () => {
  test('with a label each is an image of that name; without, decoration', () => {
    render(
      <>
        <KtpArt variant="good" label="e-KTP dipegang utuh" />
        <KtpArt variant="blurry" />
        <FaceArt mode="guide" label="Wajah di dalam oval" />
        <FaceArt mode="viewfinder" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'e-KTP dipegang utuh' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('img', { name: 'Wajah di dalam oval' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByTestId('ktp-art-blurry').getAttribute('aria-hidden')).toBe('true');
  });

  test('the refused examples differ from the good one in what makes them refused', () => {
    render(
      <>
        <KtpArt variant="good" />
        <KtpArt variant="blurry" />
        <KtpArt variant="cut" />
        <KtpArt variant="glare" />
      </>,
    );
    const card = (variant: string) => screen.getByTestId(`ktp-art-${variant}`);
    expect(card('blurry').querySelector('g[filter]')).not.toBeNull();
    expect(card('cut').querySelector('g[transform]')).not.toBeNull();
    expect(card('glare').querySelector('.art-glare')).not.toBeNull();
    // No words in the drawing: a list item's text stays its label (Buram, not NIKBuram).
    for (const variant of ['good', 'blurry', 'cut', 'glare']) expect(card(variant).textContent).toBe('');
    // Only the good one has the hand and the check.
    expect(card('good').querySelector('.art-hand')).not.toBeNull();
    expect(card('good').querySelector('.art-badge--good')).not.toBeNull();
    expect(card('cut').querySelector('.art-hand')).toBeNull();
    // Each instance has its own filter and clip ids.
    const ids = [...document.querySelectorAll('filter, clipPath')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the Instant Cash pictogram is drawn like the kit icons and hidden beside its words', () => {
    const { container } = render(<CashIcon className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('1em');
  });
});
