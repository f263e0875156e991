export type KtpVariant = 'good' | 'blurry' | 'cut' | 'glare';

/** A drawn e-KTP (no real data): the good photo and the three ways a photo is refused. Decorative. */
export function KtpIllustration({ variant, size = 'l' }: { variant: KtpVariant; size?: 's' | 'l' }) {
  return (
    <span className={`ktp-art ktp-art--${size} ktp-art--${variant}`} aria-hidden="true">
      <span className="ktp-art__card">
        <span className="ktp-art__band" />
        <span className="ktp-art__lines">
          <span />
          <span />
          <span />
          <span />
        </span>
        <span className="ktp-art__photo" />
      </span>
      {variant === 'glare' ? <span className="ktp-art__glare" /> : null}
    </span>
  );
}
