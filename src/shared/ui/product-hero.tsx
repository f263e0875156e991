import './hero.css';

/**
 * The brand hero at the top of a product's intro (Pay Later, Instant Cash): the product, a line, the limit
 * large and a line under it. The product's name names the section; as the screen's heading it is an h2.
 */
export function ProductHero({
  id,
  product,
  heading,
  tagline,
  limitLabel,
  limit,
  note,
  className,
}: {
  /** The id of the product's name. */
  id: string;
  product: string;
  /** The product's name is the screen's heading (an h2) rather than a line of the hero. */
  heading?: boolean;
  tagline: string;
  limitLabel: string;
  limit: string;
  /** A line under the limit (e.g. the minimum). */
  note?: string;
  className?: string;
}) {
  const Product = heading ? 'h2' : 'p';
  return (
    <section className={`product-hero${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <Product className="product-hero__product" id={id}>
        {product}
      </Product>
      <p className="product-hero__tagline">{tagline}</p>
      <p className="product-hero__limit">
        <span className="product-hero__limit-label">{limitLabel}</span>
        <span className="product-hero__limit-amount">{limit}</span>
        {note ? <span className="product-hero__limit-label">{note}</span> : null}
      </p>
    </section>
  );
}
