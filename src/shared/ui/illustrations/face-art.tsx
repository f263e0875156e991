import { artRole, Badge, Confetti, useSvgId } from './art-parts';
import './illustrations.css';

/** A person from the shoulders up, centred at x 100, the face's middle at y 92. */
function Person() {
  return (
    <g className="art-person">
      <path className="art-person__shirt" d="M46 182c2-30 22-46 54-46s52 16 54 46z" />
      <path className="art-person__collar" d="M84 137l16 18 16-18-6-3-10 8-10-8z" />
      <rect className="art-person__skin" x="88" y="116" width="24" height="24" rx="8" />
      <ellipse className="art-person__skin" cx="70" cy="94" rx="6" ry="9" />
      <ellipse className="art-person__skin" cx="130" cy="94" rx="6" ry="9" />
      <ellipse className="art-person__skin" cx="100" cy="92" rx="30" ry="36" />
      <path
        className="art-person__hair"
        d="M69 88c-3-26 12-40 32-40 22 0 34 15 30 40-4-12-12-20-22-22-14 4-28 10-40 22z"
      />
      <path className="art-person__brow" d="M84 84q6-4 12 0M104 84q6-4 12 0" />
      <circle className="art-person__eye" cx="90" cy="93" r="3" />
      <circle className="art-person__eye" cx="110" cy="93" r="3" />
      <path className="art-person__nose" d="M100 97v8h-3" />
      <path className="art-person__mouth" d="M90 112q10 7 20 0" />
    </g>
  );
}

/** The head and shoulders as one outline: where the face goes in the camera frame. */
function Silhouette() {
  return (
    <g className="art-silhouette">
      <ellipse cx="100" cy="92" rx="30" ry="36" />
      <path d="M88 130v6c-24 4-40 20-42 46M112 130v6c24 4 40 20 42 46" />
    </g>
  );
}

/** A sun: a bright place is what the camera needs. */
function Sun() {
  return (
    <g className="art-sun">
      <circle cx="166" cy="34" r="10" />
      <path d="M166 16v-5M166 57v-5M148 34h-5M189 34h-5M153 21l-3.5-3.5M182.5 50.5L179 47M153 47l-3.5 3.5M182.5 17.5L179 21" />
    </g>
  );
}

/** Glasses struck through: no glasses, mask or hat. */
function NoGlasses() {
  return (
    <g className="art-noglasses">
      <circle className="art-noglasses__disc" cx="30" cy="150" r="17" />
      <path
        className="art-noglasses__frame"
        d="M17 149a5 5 0 0 0 10 0a5 5 0 0 0-10 0M33 149a5 5 0 0 0 10 0a5 5 0 0 0-10 0M27 148q3-2 6 0"
      />
      <path className="art-noglasses__strike" d="M18 138l24 24" />
    </g>
  );
}

/**
 * The face step's illustration (decision 0086): a face inside the oval. `guide` is the education's scene
 * (bright light, no glasses, the whole face in the oval); `viewfinder` is the face's outline in the dark
 * camera frame. With `label` it is an image of that name; without, decoration.
 */
export function FaceArt({ mode, label }: { mode: 'guide' | 'viewfinder'; label?: string }) {
  const clip = useSvgId('face-oval');
  if (mode === 'viewfinder') {
    return (
      <svg
        className="face-art face-art--viewfinder"
        viewBox="20 30 160 160"
        {...artRole(label)}
        focusable="false"
      >
        <Silhouette />
      </svg>
    );
  }
  return (
    <svg
      className="face-art face-art--guide"
      viewBox="0 0 200 200"
      {...artRole(label)}
      focusable="false"
      data-testid="face-art"
    >
      <circle className="art-disc" cx="100" cy="104" r="86" />
      <Confetti
        dots={[
          [22, 60, 3],
          [182, 120, 2.4],
          [40, 24, 2],
          [176, 170, 1.8],
        ]}
      />
      <defs>
        <clipPath id={clip}>
          <ellipse cx="100" cy="100" rx="50" ry="64" />
        </clipPath>
      </defs>
      <ellipse className="art-oval-inside" cx="100" cy="100" rx="50" ry="64" />
      <g clipPath={`url(#${clip})`}>
        <Person />
      </g>
      <ellipse className="art-oval" cx="100" cy="100" rx="50" ry="64" />
      <Sun />
      <NoGlasses />
      <Badge cx={146} cy={150} r={12} kind="good" />
    </svg>
  );
}
