import { artRole, Badge, Confetti, Corners, useSvgId } from './art-parts';
import './illustrations.css';

export type KtpArtVariant = 'good' | 'blurry' | 'cut' | 'glare' | 'frame';

/** The card's face: the e-KTP's layout (header, NIK, data lines, photo, signature), no text, no real data. */
function Card() {
  return (
    <g className="art-ktp">
      <rect className="art-ktp__card" x="24" y="16" width="112" height="70" rx="6" />
      <path
        className="art-ktp__wave"
        d="M24 62c22-8 44 10 70 2s30-6 42-2v16a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6z"
      />
      <rect className="art-ktp__head" x="48" y="21" width="64" height="3.6" rx="1.8" />
      <rect className="art-ktp__head" x="58" y="27" width="44" height="3" rx="1.5" />
      <rect className="art-ktp__label" x="31" y="37" width="10" height="3.6" rx="1.2" />
      <rect className="art-ktp__nik" x="45" y="36.6" width="50" height="4.4" rx="2.2" />
      <rect className="art-ktp__line" x="31" y="46" width="58" height="3" rx="1.5" />
      <rect className="art-ktp__line" x="31" y="52" width="46" height="3" rx="1.5" />
      <rect className="art-ktp__line" x="31" y="58" width="52" height="3" rx="1.5" />
      <rect className="art-ktp__line" x="31" y="64" width="38" height="3" rx="1.5" />
      <rect className="art-ktp__photo" x="104" y="36" width="24" height="30" rx="3" />
      <circle className="art-ktp__person" cx="116" cy="47" r="5.6" />
      <path className="art-ktp__person" d="M106 66c1-7 5-10 10-10s9 3 10 10z" />
      <path className="art-ktp__sign" d="M105 75c3-4 5 2 8-1s4-3 6 0 4 1 7-2" />
    </g>
  );
}

/** A thumb holding the card's lower left corner. */
function Thumb() {
  return (
    <g className="art-hand">
      <path className="art-hand__skin" d="M8 100V78c0-6 4-10 10-11l16-2c4 0 6 3 5 6s-4 4-8 5l-6 2 3 20z" />
      <path className="art-hand__nail" d="M30 66.6l4-.6c2.4 0 3.6 1.8 3 3.6-.4 1.2-1.6 1.9-3.2 2.2z" />
      <path className="art-hand__crease" d="M18 80c3 1 6 1 8 0" />
      <path className="art-hand__sleeve" d="M6 92h24l1 8H6z" />
    </g>
  );
}

/**
 * The e-KTP guidance, drawn (decision 0086): the card held in the viewfinder (good), and the same card
 * blurred, cut off by the frame or under glare (refused); `frame` is the card's ghost in the camera frame.
 * With `label` it is an image of that name; without, decoration beside words that say the same.
 */
export function KtpArt({ variant, label }: { variant: KtpArtVariant; label?: string }) {
  const blur = useSvgId('ktp-blur');
  const clip = useSvgId('ktp-clip');
  const ground = useSvgId('ktp-ground');
  if (variant === 'frame') {
    return (
      <svg className="ktp-art ktp-art--frame" viewBox="20 12 120 78" {...artRole(label)} focusable="false">
        <Card />
      </svg>
    );
  }
  const scene = variant === 'good';
  return (
    <svg
      className={`ktp-art ktp-art--${variant}`}
      viewBox="0 0 160 100"
      {...artRole(label)}
      focusable="false"
      data-testid={`ktp-art-${variant}`}
    >
      <defs>
        <filter id={blur} x="-10%" y="-10%" width="120%" height="120%">
          <feGaussianBlur stdDeviation="2.2" />
        </filter>
        <clipPath id={clip}>
          <rect x="6" y="4" width="148" height="92" rx="8" />
        </clipPath>
        <clipPath id={ground}>
          <rect x="0" y="0" width="160" height="100" rx="10" />
        </clipPath>
      </defs>
      <rect className="art-ground" x="0" y="0" width="160" height="100" rx="10" />
      {scene ? <ellipse className="art-disc" cx="80" cy="52" rx="66" ry="44" /> : null}
      <ellipse className="art-shadow" cx="80" cy="90" rx="50" ry="3.2" />
      <g clipPath={`url(#${clip})`}>
        <g
          filter={variant === 'blurry' ? `url(#${blur})` : undefined}
          transform={variant === 'cut' ? 'translate(40 22) rotate(-9 80 50)' : undefined}
        >
          <Card />
        </g>
        {variant === 'glare' ? (
          <g className="art-glare">
            <ellipse cx="96" cy="44" rx="34" ry="22" opacity=".35" />
            <ellipse cx="96" cy="44" rx="22" ry="14" opacity=".6" />
            <ellipse cx="96" cy="44" rx="11" ry="7" />
          </g>
        ) : null}
      </g>
      <Corners x={14} y={8} w={132} h={86} len={14} />
      {scene ? (
        <>
          <g clipPath={`url(#${ground})`}>
            <Thumb />
          </g>
          <Badge cx={128} cy={20} r={8} kind="good" />
          <Confetti
            dots={[
              [8, 20, 2.2],
              [152, 70, 2.6],
              [150, 40, 1.6],
              [10, 54, 1.4],
            ]}
          />
        </>
      ) : null}
    </svg>
  );
}
