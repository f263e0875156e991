import { RightOutline } from 'antd-mobile-icons';

/** A home section's title with the way to everything of its kind ('Lihat semua'). */
export function SectionHead(props: {
  id: string;
  title: string;
  more: string;
  /** Accessible name of the link: what 'see all' opens. */
  moreLabel: string;
  onMore: () => void;
  testId: string;
}) {
  return (
    <div className="wl-section__head">
      <h2 className="wl-section__title" id={props.id}>
        {props.title}
      </h2>
      <button
        type="button"
        className="wl-section__more"
        onClick={props.onMore}
        aria-label={props.moreLabel}
        data-testid={props.testId}
      >
        {props.more}
        <RightOutline aria-hidden="true" />
      </button>
    </div>
  );
}
